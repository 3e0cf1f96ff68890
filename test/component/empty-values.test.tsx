// A value nobody recorded (a phone, an address) reads "not recorded", not "not found", on a member's record
// (an activity says nothing of what it lacks: activity-detail.test.tsx).
import { Route, Routes } from 'react-router';
import { expect, test } from 'vitest';
import en from '../../i18n/en.json';
import { MemberDetailPage } from '../../src/public-site/pages/members/MemberDetailPage.tsx';
import { renderPortal, signedIn, stubApi } from './render.tsx';

test('a member without an address or a phone: their rows read not recorded', async () => {
  const user = signedIn('MODERATOR');
  stubApi({
    'GET /api/auth/users/session': user,
    'GET /api/v1/members/12': { id: 12, name: 'Salim', gender: 'male', isMarried: 'no', isAlive: 'yes', address: null, phoneNumber: null },
    'GET /api/v1/members/12/getpartners': [],
    'GET /api/v1/members/12/lineage': [],
  });
  const screen = await renderPortal(
    <Routes>
      <Route path="/family-members/:id" element={<MemberDetailPage />} />
    </Routes>,
    { lang: 'en', path: '/family-members/12', user },
  );
  const rows = screen.getByRole('definition');
  await expect.element(screen.getByText('Salim', { exact: true }).first()).toBeVisible();
  const texts = rows.elements().map((row) => row.textContent);
  expect(texts.filter((text) => text === en.portal.common.notRecorded).length).toBeGreaterThanOrEqual(3);
  expect(document.body.textContent).not.toMatch(/not found/i);
});
