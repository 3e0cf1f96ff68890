// The family tree page at its own address (/family-tree/1 and a query), for a family member signed in,
// with the API answering as `answers` says.
import { Route, Routes } from 'react-router';
import { FamilyTreePage } from '../../src/public-site/pages/tree/FamilyTreePage.tsx';
import { renderPortal, signedIn, stubApi, type ApiRoutes } from './render.tsx';

export function openTreePage(lang: 'ar' | 'en', search: string, answers: ApiRoutes) {
  const user = signedIn('BISH');
  const { calls } = stubApi({ 'GET /api/auth/users/session': user, ...answers });
  const screen = renderPortal(
    <Routes>
      <Route path="/family-tree/:id" element={<FamilyTreePage />} />
    </Routes>,
    { lang, path: `/family-tree/1${search}`, user },
  );
  return { calls, screen };
}
