// A marriage as the family records it: the partner's form asks the dates of the marriage and of its end,
// the partner's page shows those that are written (and no line for the others), and the member's page
// names each partner with the years of the marriage, in the order the server gives (the marriages').
import { Route, Routes } from 'react-router';
import { describe, expect, test } from 'vitest';
import en from '../../i18n/en.json';
import type { Partner } from '../../src/providers/familyApi.ts';
import { MemberDetailPage } from '../../src/public-site/pages/members/MemberDetailPage.tsx';
import { PartnerDetailPage } from '../../src/public-site/pages/partners/PartnerDetailPage.tsx';
import { PartnerEditPage } from '../../src/public-site/pages/partners/PartnerEditPage.tsx';
import { renderPortal, signedIn, stubApi } from './render.tsx';

const fields = en.resources['family-partners'].fields;
const whole = (label: string) => new RegExp(`^${label}\\s*\\*?$`);
const HIND: Partner = { id: 8, memberId: 5, name: 'Hind', familyName: 'Nasser', gender: 'female', marriageDate: '01-06-1975' };

describe('a marriage', () => {
  test('the partner’s form sends the marriage’s dates', async () => {
    const user = signedIn('MODERATOR');
    const api = stubApi({ 'GET /api/auth/users/session': user, 'GET /api/v1/partners/8': HIND, 'PUT /api/v1/partners/8': HIND });
    const screen = await renderPortal(
      <Routes>
        <Route path="/family-partners/:id/edit" element={<PartnerEditPage />} />
      </Routes>,
      { lang: 'en', path: '/family-partners/8/edit', user },
    );
    await expect.element(screen.getByLabelText(whole(fields.marriageDate))).toHaveValue('01-06-1975');
    await screen.getByLabelText(whole(fields.divorceDate)).fill('01-01-1980');
    await screen.getByRole('button', { name: en.family.partner.send }).click();
    await expect
      .poll(() => api.calls.find((c) => c.method === 'PUT')?.body)
      .toMatchObject({ marriageDate: '01-06-1975', divorceDate: '01-01-1980' });
  });

  test('the partner’s page shows the marriage’s date, and no line for a divorce nobody wrote', async () => {
    const user = signedIn('BISH');
    stubApi({ 'GET /api/auth/users/session': user, 'GET /api/v1/partners/8': HIND });
    const screen = await renderPortal(
      <Routes>
        <Route path="/family-partners/:id" element={<PartnerDetailPage />} />
      </Routes>,
      { lang: 'en', path: '/family-partners/8', user },
    );
    await expect.element(screen.getByText(fields.marriageDate, { exact: true })).toBeVisible();
    await expect.element(screen.getByText('01-06-1975')).toBeVisible();
    await expect.element(screen.getByText(fields.divorceDate, { exact: true })).not.toBeInTheDocument();
  });

  test('the member’s page names each partner with the years of the marriage', async () => {
    const user = signedIn('BISH');
    stubApi({
      'GET /api/auth/users/session': user,
      'GET /api/v1/members/5': { id: 5, name: 'Omar', gender: 'male', lifeStatus: 'living' },
      'GET /api/v1/members/5/getpartners': [
        { ...HIND, divorceDate: '01-01-1980' },
        { id: 9, memberId: 5, name: 'Sara', marriageDate: '15-03-1982' },
        { id: 10, memberId: 5, name: 'Zaynab' },
      ],
      'GET /api/v1/members/5/lineage': [],
    });
    const screen = await renderPortal(
      <Routes>
        <Route path="/family-members/:id" element={<MemberDetailPage />} />
      </Routes>,
      { lang: 'en', path: '/family-members/5', user },
    );
    await expect
      .element(screen.getByRole('link', { name: 'Hind Nasser · married 1975 · divorced 1980' }))
      .toHaveAttribute('href', '/family-partners/8');
    const names = [...document.querySelectorAll('a[href^="/family-partners/"]')].map((a) => a.textContent);
    expect(names).toEqual(['Hind Nasser · married 1975 · divorced 1980', 'Sara · married 1982', 'Zaynab']);
  });
});
