// The back office's frame in the reader's language: who is signed in, the menu's entries whole at a
// desktop's width and in a phone's drawer, and what an empty list is.
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import ar from '../../i18n/ar.json';
import he from '../../i18n/he.json';
import { listReply, signedIn, stubApi } from './render.tsx';
import { renderBackOffice } from './renderBackOffice.tsx';

describe('the top bar', () => {
  test('names an admin without a name by the role, in Arabic', async () => {
    stubApi({});
    const screen = await renderBackOffice('/adminboard', { lang: 'ar', user: signedIn('ADMIN', { name: null, username: 'admin' }) });
    await expect.element(screen.getByRole('banner').getByText(ar.account.roles.ADMIN, { exact: true })).toBeVisible();
  });

  test('names a person by the name they gave', async () => {
    stubApi({});
    const screen = await renderBackOffice('/adminboard', { lang: 'ar', user: signedIn('ADMIN', { name: 'سلمى حداد' }) });
    await expect.element(screen.getByRole('banner').getByText('سلمى حداد', { exact: true })).toBeVisible();
  });
});

/**
 * The pieces of the bar's title cut off with no "…": a line cuts an inline block as one piece, mid-letter, where
 * the title's own box would end a text that overflows it with an ellipsis.
 */
const piecesCutWhole = (title: HTMLElement) =>
  [...title.querySelectorAll<HTMLElement>('*')]
    .filter((piece) => getComputedStyle(piece).display === 'inline-block' && piece.offsetWidth > title.clientWidth)
    .map((piece) => piece.textContent);

describe('the top bar on a phone', () => {
  test('ends a page title longer than the bar leaves room for with "…" (he)', async () => {
    await page.viewport(375, 800);
    stubApi({ 'GET /api/v1/reminders/runs': [], 'GET /api/v1/reminders/digest/runs': [] });
    const screen = await renderBackOffice('/adminboard/reminders', { lang: 'he' });
    const text = screen.getByRole('banner').getByText(he.admin.reminders.title, { exact: true });
    await expect.element(text).toBeInTheDocument();
    const title = document.getElementById('react-admin-title')!;
    // Too long for a phone's bar: the test is about how it is cut.
    expect((text.element() as HTMLElement).offsetWidth).toBeGreaterThan(title.clientWidth);
    expect(piecesCutWhole(title)).toEqual([]);
    await page.viewport(1280, 900);
  });
});

/** The menu entries whose text is cut short (ended by "…" instead of shown whole). */
const cutEntries = () =>
  [...document.querySelectorAll<HTMLElement>('.RaMenuItemLink-root .MuiTypography-root')]
    .filter((label) => label.scrollWidth > label.clientWidth)
    .map((label) => label.textContent);

describe('the menu', () => {
  test.each(['en', 'ar', 'he'] as const)('shows every entry whole at 1280 px (%s)', async (lang) => {
    await page.viewport(1280, 900);
    stubApi({});
    const screen = await renderBackOffice('/adminboard', { lang });
    await expect.element(screen.getByRole('menuitem', { name: /GEDCOM/ })).toBeVisible();
    expect(cutEntries()).toEqual([]);
  });

  test.each(['en', 'ar'] as const)('shows every entry whole in the phone drawer (%s)', async (lang) => {
    await page.viewport(375, 800);
    stubApi({});
    const screen = await renderBackOffice('/adminboard', { lang });
    await screen.getByRole('banner').getByRole('button').first().click();
    await expect.element(screen.getByRole('menuitem', { name: /GEDCOM/ })).toBeVisible();
    expect(cutEntries()).toEqual([]);
    await page.viewport(1280, 900);
  });
});

describe('the mail list, empty', () => {
  test('says what it keeps, in Arabic', async () => {
    stubApi({ 'GET /api/v1/mail': listReply('mails', []) });
    const screen = await renderBackOffice('/adminboard/mails', { lang: 'ar' });
    await expect.element(screen.getByText(ar.resources.mails.invite)).toBeVisible();
    await expect.element(screen.getByText(ar.resources.mails.empty)).toBeVisible();
  });
});
