// A partner who is a member of the family too: as her names are typed, the add-partner form offers the
// members whose name chain they match; choosing one fills her names and sends the link to her member
// record, and her husband's page leads to her member page rather than to a partner record.
import { Route, Routes } from 'react-router';
import { expect, test } from 'vitest';
import en from '../../i18n/en.json';
import type { Member } from '../../src/providers/familyApi.ts';
import { MemberDetailPage } from '../../src/public-site/pages/members/MemberDetailPage.tsx';
import { PartnerCreatePage } from '../../src/public-site/pages/partners/PartnerCreatePage.tsx';
import { renderPortal, signedIn, stubApi, type ApiCall } from './render.tsx';

const fields = en.resources['family-partners'].fields;
const whole = (label: string) => new RegExp(`^${label}\\s*\\*?$`);
const JAMIL: Member = { id: 5, name: 'Jamil', fatherName: 'Elias', familyName: 'Haddad', gender: 'male', lifeStatus: 'living' };
const MARYAM: Member = {
  id: 9,
  name: 'Maryam',
  fatherName: 'Yusuf',
  grandfatherName: 'Salim',
  familyName: 'Haddad',
  gender: 'female',
  birthdate: '02-03-1990',
  lifeStatus: 'living',
};

test('typing her names offers the cousins they match; choosing one links her and fills her names', async () => {
  const user = signedIn('MODERATOR');
  // The directory's search answers the members whose chain starts with what was typed.
  const search = (call: ApiCall) => {
    const q: string = JSON.parse(call.query.get('filter') ?? '{}').q ?? '';
    return q !== '' && 'Maryam Yusuf'.startsWith(q) ? [MARYAM] : [];
  };
  const api = stubApi({
    'GET /api/auth/users/session': user,
    'GET /api/v1/members/5': JAMIL,
    'GET /api/v1/members': search,
    'POST /api/v1/members/5/addpartner': { id: 40, name: 'Maryam', message: 'Partner created Successfully !' },
  });
  const screen = await renderPortal(
    <Routes>
      <Route path="/family-partners/createpartner/:id" element={<PartnerCreatePage />} />
    </Routes>,
    { lang: 'en', path: '/family-partners/createpartner/5', user },
  );
  await screen.getByLabelText(whole(fields.name)).fill('Maryam');
  await screen.getByLabelText(whole(fields.fatherName)).fill('Yusuf');
  const offered = screen.getByRole('list', { name: en.family.partner.matches });
  await expect.element(offered.getByRole('button', { name: /Maryam Yusuf Salim/ })).toBeVisible();
  await offered.getByRole('button', { name: /Maryam Yusuf Salim/ }).click();

  await expect.element(screen.getByRole('status').filter({ hasText: en.family.partner.linked })).toBeVisible();
  await expect.element(screen.getByLabelText(whole(fields.familyName))).toHaveValue('Haddad');
  await expect.element(screen.getByLabelText(whole(fields.birthdate))).toHaveValue('02-03-1990');
  await screen.getByRole('button', { name: en.family.common.submit }).click();
  await expect
    .poll(() => api.calls.find((c) => c.method === 'POST')?.body)
    .toMatchObject({ name: 'Maryam', fatherName: 'Yusuf', familyName: 'Haddad', gender: 'female', partnerMemberId: 9 });
});

test('a partner who is a member is a way to her member page from her husband’s', async () => {
  const user = signedIn('BISH');
  stubApi({
    'GET /api/auth/users/session': user,
    'GET /api/v1/members/5': JAMIL,
    'GET /api/v1/members/5/getpartners': [{ id: 40, memberId: 5, name: 'Maryam', familyName: 'Haddad', partnerMemberId: 9 }],
    'GET /api/v1/members/5/lineage': [],
  });
  const screen = await renderPortal(
    <Routes>
      <Route path="/family-members/:id" element={<MemberDetailPage />} />
    </Routes>,
    { lang: 'en', path: '/family-members/5', user },
  );
  await expect.element(screen.getByRole('link', { name: /Maryam Haddad/ })).toHaveAttribute('href', '/family-members/9');
});
