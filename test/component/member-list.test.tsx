// The member directory on a phone (spec section 2, "Member list"): each row tells namesakes apart by the
// birth year, and one no longer living by the years of the life and the mark; with nobody chosen the
// actions are dimmed and one tapped says 'Please Select Member !' beside them; a tapped row opens the
// person's card right under it, and the row stays where it was on screen, so the reader sees the person
// at once without losing their place in the list.
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import type { Member } from '../../src/providers/familyApi.ts';
import { MemberListPage } from '../../src/public-site/pages/members/MemberListPage.tsx';
import { filled, renderPortal, signedIn, stubApi, type ApiCall } from './render.tsx';

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

  test('the years of birth typed in Arabic digits ask the server for those born in them', async () => {
    const user = signedIn('BISH');
    const api = stubApi({
      'GET /api/auth/users/session': user,
      'GET /api/v1/members': ({ query }: ApiCall) => {
        const born = JSON.parse(query.get('filter')!).birthdate as { from?: number; to?: number } | undefined;
        const year = (m: Member) => Number(m.birthdate!.slice(6));
        return MEMBERS.filter((m) => !born || (year(m) >= (born.from ?? 0) && year(m) <= (born.to ?? 9999)));
      },
    });
    const screen = await renderPortal(<MemberListPage />, { lang: 'ar', path: '/family-members', user });
    await screen.getByLabelText(ar.family.list.bornFrom).fill('١٩٤٥');
    await screen.getByLabelText(ar.family.list.bornTo).fill('١٩٤٧');
    const list = screen.getByRole('list', { name: ar.portal.screens.MemberList });
    await expect.poll(() => list.getByRole('button').elements().length).toBe(3);
    const asked = api.calls.filter((c) => c.path === '/api/v1/members').map((c) => JSON.parse(c.query.get('filter')!));
    expect(asked.at(-1)).toEqual({ birthdate: { from: 1945, to: 1947 } });
  });

  test('in Arabic the birth year is in Arabic-Indic digits', async () => {
    await page.viewport(375, 700);
    const screen = await showList('ar');
    await expect.element(screen.getByText(`Haddad · ${filled(ar.family.list.born.male, { year: '١٩٤٠' })}`)).toBeVisible();
  });

  test('a row of one no longer living reads the years of the life and the mark; the card says it under the name', async () => {
    await page.viewport(375, 700);
    const user = signedIn('BISH');
    const people: Member[] = [
      {
        id: 1,
        name: 'Hasan',
        fatherName: 'Ali',
        familyName: 'Haddad',
        gender: 'male',
        birthdate: '01-01-1840',
        deathDate: '05-05-1910',
        lifeStatus: 'deceased',
      },
      {
        id: 2,
        name: 'Salim',
        fatherName: 'Ali',
        familyName: 'Haddad',
        gender: 'male',
        birthdate: '01-01-1880',
        lifeStatus: 'probablyDeceased',
      },
      { id: 3, name: 'Salma', fatherName: 'Ali', familyName: 'Haddad', gender: 'female', birthdate: '01-01-1950', lifeStatus: 'living' },
    ];
    stubApi({ 'GET /api/auth/users/session': user, 'GET /api/v1/members': people, 'GET /api/v1/members/:id/getchildren': [] });
    const screen = await renderPortal(<MemberListPage />, { lang: 'en', path: '/family-members', user });
    const row = (name: string) => screen.getByRole('list', { name: en.portal.screens.MemberList }).getByRole('button', { name });

    await expect.element(row('Hasan Ali')).toHaveTextContent(`Haddad · 1840–1910 ${en.family.life.deceased.male}`);
    await expect
      .element(row('Salim Ali'))
      .toHaveTextContent(`Haddad · ${filled(en.family.list.born.male, { year: 1880 })} ${en.family.life.probablyDeceased.male}`);
    await expect.element(row('Salma Ali')).toHaveTextContent(`Haddad · ${filled(en.family.list.born.female, { year: 1950 })}`);
    expect(row('Salma Ali').element().textContent).not.toMatch(/deceased/i);

    await row('Hasan Ali').click();
    const card = screen.getByRole('region', { name: en.family.list.chosen });
    await expect.element(card.getByText('1840–1910')).toBeVisible();
    await expect.element(card.getByText(en.family.life.deceased.male, { exact: true })).toBeVisible();
  });

  test('on an English page the years after an Arabic family name read in their order, the birth first', async () => {
    const user = signedIn('BISH');
    const hasan: Member = {
      id: 1,
      name: 'حسن',
      familyName: 'الحداد',
      gender: 'male',
      birthdate: '01-01-1840',
      deathDate: '05-05-1910',
      lifeStatus: 'deceased',
    };
    stubApi({ 'GET /api/auth/users/session': user, 'GET /api/v1/members': [hasan], 'GET /api/v1/members/:id/getchildren': [] });
    const screen = await renderPortal(<MemberListPage />, { lang: 'en', path: '/family-members', user });
    await expect.element(screen.getByText('1840–1910')).toBeVisible();
    const row = screen.getByRole('button', { name: 'حسن' }).element();
    const left = (year: string) => {
      const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(year);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + year.length);
        return range.getBoundingClientRect().left;
      }
      throw new Error(`${year} is not in the row`);
    };
    expect(left('1840')).toBeLessThan(left('1910'));
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
