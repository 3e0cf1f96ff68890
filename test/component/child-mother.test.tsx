// A father with two wives: his page shows the children under each wife in the order of the marriages, then
// those whose mother is not recorded; a child added under him chooses the mother among his wives only.
import { Route, Routes } from 'react-router';
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import en from '../../i18n/en.json';
import { ChildCreatePage } from '../../src/public-site/pages/members/ChildCreatePage.tsx';
import { MemberDetailPage } from '../../src/public-site/pages/members/MemberDetailPage.tsx';
import { filled, renderPortal, signedIn, stubApi } from './render.tsx';

const AHMAD = { id: 31, name: 'Ahmad', fatherName: 'Salim', familyName: 'Haddad', gender: 'male' };
const WIVES = [
  { id: 8, name: 'Salma', familyName: 'Ali', memberId: 31, marriageDate: '01-01-1975' },
  { id: 3, name: 'Hind', familyName: 'Hasan', memberId: 31, marriageDate: '01-01-1988' },
];
const CHILDREN = [
  { id: 50, name: 'Khalid', gender: 'male', parentId: 31, motherId: 3 },
  { id: 51, name: 'Umar', gender: 'male', parentId: 31, motherId: null },
  { id: 52, name: 'Yusuf', gender: 'male', parentId: 31, motherId: 8 },
];

test('the father’s page shows the children under each wife, in the order of the marriages', async () => {
  const user = signedIn('BISH');
  stubApi({
    'GET /api/auth/users/session': user,
    'GET /api/v1/members/31': AHMAD,
    'GET /api/v1/members/31/getpartners': WIVES,
    'GET /api/v1/members/31/getchildren': CHILDREN,
    'GET /api/v1/members/31/lineage': [],
  });
  const screen = await renderPortal(
    <Routes>
      <Route path="/family-members/:id" element={<MemberDetailPage />} />
    </Routes>,
    { lang: 'en', path: '/family-members/31', user },
  );
  const group = (name: string) => screen.getByRole('region', { name });
  const salma = filled(en.family.children.ofMother, { name: 'Salma Ali' });
  const hind = filled(en.family.children.ofMother, { name: 'Hind Hasan' });
  await expect.element(group(salma)).toHaveTextContent('Yusuf');
  await expect.element(group(hind)).toHaveTextContent('Khalid');
  await expect.element(group(en.family.children.noMother)).toHaveTextContent('Umar');
  const order = [...document.querySelectorAll('section[aria-label]')].map((s) => s.getAttribute('aria-label'));
  expect(order).toEqual([salma, hind, en.family.children.noMother]);
});

test('a child added under the father chooses the mother among his wives only', async () => {
  const user = signedIn('MODERATOR');
  const api = stubApi({
    'GET /api/auth/users/session': user,
    'GET /api/v1/members/31': AHMAD,
    'GET /api/v1/members/31/getpartners': WIVES,
    'POST /api/v1/members/31/addchild': { id: 60, message: 'Member created Successfully !' },
  });
  const screen = await renderPortal(
    <Routes>
      <Route path="/family-members/:id/childcreate" element={<ChildCreatePage />} />
    </Routes>,
    { lang: 'en', path: '/family-members/31/childcreate', user },
  );
  const mother = screen.getByLabelText(en.resources['family-members'].fields.motherId);
  await expect.element(mother).toBeVisible();
  const options = [...(mother.element() as HTMLSelectElement).options].map((o) => o.textContent);
  expect(options).toEqual([en.family.children.motherNotRecorded, 'Salma Ali', 'Hind Hasan']);
  await screen.getByLabelText(/^Name\s*\*?$/).fill('Zaid');
  await userEvent.selectOptions(mother.element() as HTMLSelectElement, '3');
  await userEvent.selectOptions(screen.getByLabelText(/^Gender/).element() as HTMLSelectElement, 'male');
  await screen.getByRole('button', { name: en.family.common.submit }).click();
  await expect
    .poll(() => api.calls.find((c) => c.method === 'POST')?.body)
    .toMatchObject({ name: 'Zaid', motherId: 3, fatherName: 'Ahmad' });
});
