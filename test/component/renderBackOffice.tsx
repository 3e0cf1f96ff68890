// The back office as AdminGate mounts it under /adminboard, with the portal's own providers (its data
// provider and account calls answer from `stubApi`), for a signed-in user in a language.
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { render } from 'vitest-browser-react';
import type { Language } from '../../common/model/languages.ts';
import { applyLanguageToDocument } from '../../src/providers/language.ts';
import type { StoredUser } from '../../src/providers/session.ts';
import AdminApp from '../../src/back-office/AdminApp.tsx';
import { signedIn } from './render.tsx';

export async function renderBackOffice(
  path: string,
  { lang = 'ar', user = signedIn('ADMIN') }: { lang?: Language; user?: StoredUser } = {},
) {
  localStorage.clear();
  localStorage.setItem('selectedLanguage', lang);
  localStorage.setItem('user', JSON.stringify(user));
  applyLanguageToDocument(lang);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/adminboard/*"
          element={
            <Suspense fallback={null}>
              <AdminApp />
            </Suspense>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}
