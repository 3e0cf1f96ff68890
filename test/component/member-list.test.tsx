// The member directory on a phone (spec section 2, "Member list"): each row tells namesakes apart by the
// birth year; with nobody chosen the actions are dimmed and one tapped says 'Please Select Member !'
// beside them; a tapped row opens the person's card right under it, and the row stays where it was on
// screen, so the reader sees the person at once without losing their place in the list.
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import type { Member } from '../../src/providers/familyApi.ts';
import { MemberListPage } from '../../src/public-site/pages/members/MemberListPage.tsx';
import { filled, renderPortal, signedIn, stubApi } from './render.tsx';

// Nine cousins called Jamil, and others after them: more rows than a phone's screen holds.
const MEMBERS: Member[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: i < 9 ? 'Jamil' : `Person${i}`,
  fatherName: 'Salim',
  familyName: 'Haddad',
  birthdate: `01-01-${1940 + i}`,
  gender: 'male',
  address: `Street ${i + 1}`,
}));

async function showList(lang: 'ar' | 'en') {
  const user = signedIn('BISH');
  stubApi({
    'GET /api/auth/users/session': user,
    'GET /api/v1/members': MEMBERS,
    'GET /api/v1/members/:id/getchildren': [],
  });
  return renderPortal(<MemberListPage />, { lang, path: '/family-members', user });
}

describe('member list on a phone', () => {
  afterEach(async () => {
    await page.viewport(1280, 900);
  });

  test('each row says the birth year, so the nine called Jamil are told apart', async () => {
    await page.viewport(375, 700);
    const screen = await showList('en');
    const list = screen.getByRole('list', { name: en.portal.screens.MemberList });
    await expect
      .element(list.getByRole('button', { name: 'Jamil Salim' }).first())
      .toHaveTextContent(filled(en.family.list.born.male, { year: 1940 }));
    await expect
      .element(list.getByRole('button', { name: 'Jamil Salim' }).nth(8))
      .toHaveTextContent(filled(en.family.list.born.male, { year: 1948 }));
  });

  test('in Arabic the birth year is in Arabic-Indic digits', async () => {
    await page.viewport(375, 700);
    const screen = await showList('ar');
    await expect.element(screen.getByText(`Haddad · ${filled(ar.family.list.born.male, { year: '١٩٤٠' })}`)).toBeVisible();
  });

  test('with nobody chosen the actions are dimmed, and one tapped says so beside them, not in a dialog', async () => {
    await page.viewport(375, 700);
    const screen = await showList('en');
    const fullProfile = screen.getByRole('button', { name: en.family.list.fullProfile });
    await expect.element(fullProfile).toHaveAttribute('aria-disabled', 'true');
    await expect.element(screen.getByRole('button', { name: en.family.list.children })).toHaveAttribute('aria-disabled', 'true');
    // Dimmed, not out of reach: a tap still answers (the test's click would otherwise wait for it to be enabled).
    await fullProfile.click({ force: true });
    await expect.element(screen.getByRole('alert')).toHaveTextContent(en.family.list.selectMember);
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('a row tapped far down opens the person under it, and the row stays where it was on screen', async () => {
    await page.viewport(375, 700);
    const screen = await showList('en');
    const row = screen.getByRole('button', { name: 'Person20 Salim' });
    await expect.element(row).toBeInTheDocument();
    row.element().scrollIntoView({ block: 'center' });
    const before = row.element().getBoundingClientRect().top;
    await row.click();

    const card = screen.getByRole('region', { name: en.family.list.chosen });
    await expect.element(card).toHaveTextContent('Street 21');
    await expect.element(card).toBeInViewport();
    // The card is the row's next neighbour, not at the top of the page.
    expect(row.element().closest('li')?.nextElementSibling?.contains(card.element())).toBe(true);
    expect(Math.abs(row.element().getBoundingClientRect().top - before)).toBeLessThan(2);
    // The actions now act on the person: nothing is dimmed.
    await expect.element(card.getByRole('button', { name: en.family.list.fullProfile })).not.toHaveAttribute('aria-disabled');
  });
});
