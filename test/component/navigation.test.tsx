// The way into the family's pages: a family member (BISH and up) finds the members, the tree, the
// notifications, the activities, the statistics and the gallery in the bar's "Family" menu on a
// computer and in the phone's menu, "Family tree" opening the tree and its instructions one tap away;
// a visitor and a plain user keep the spec's bar, without them.
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import axe from 'axe-core';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import type { SignedInRole } from '../../common/model/roles.ts';
import type { CloseFamily } from '../../common/model/closeFamily.ts';
import { NavBar } from '../../src/public-site/layout/NavBar.tsx';
import { renderPortal, signedIn, stubApi } from './render.tsx';
import { openTreePage } from './tree-page.tsx';

/** The family menu's entries, in order, and where each leads. */
const FAMILY_MENU = (texts: typeof en) => [
  [texts.portal.screens.MemberList, '/family-members'],
  [texts.portal.nav.tree, '/family-tree/1'],
  [texts.portal.screens.NotificationList, '/family-notification'],
  [texts.portal.screens.Activities, '/family-activities'],
  [texts.portal.screens.FamilyStats, '/family-members/familystats'],
  [texts.portal.nav.gallery, '/family-gallery'],
  [texts.portal.screens.MySuggestions, '/my-suggestions'],
  [texts.portal.screens.TreeInstructions, '/family-tree-instruction'],
];

async function bar(role: SignedInRole | null, lang: 'ar' | 'en' = 'en') {
  const user = role ? signedIn(role) : undefined;
  stubApi({ 'GET /api/auth/users/session': user ?? {} });
  return renderPortal(<NavBar />, { lang, user });
}

/** axe-core's serious and critical findings in the page as it is now. */
async function seriousViolations(): Promise<string[]> {
  const { violations } = await axe.run(document);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

const entries = (menu: Element) => [...menu.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

describe('on a computer', () => {
  test.each(['BISH', 'ADMIN'] as const)('the "Family" menu of %s leads to every family page; a choice closes it', async (role) => {
    const screen = await bar(role);
    const family = screen.getByRole('button', { name: en.portal.nav.family });
    await expect.element(family).toHaveAttribute('aria-expanded', 'false');
    await expect.element(screen.getByRole('link', { name: en.portal.screens.MemberList })).not.toBeInTheDocument();

    await family.click();
    await expect.element(family).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById('family-menu')!;
    expect(entries(menu)).toEqual(FAMILY_MENU(en));
    await screen.getByRole('link', { name: en.portal.screens.FamilyStats }).click();
    await expect.poll(() => screen.location()).toBe('/family-members/familystats');
    await expect.element(family).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the menu and gives the keyboard back to its button, a tap elsewhere closes it (Arabic)', async () => {
    const screen = await bar('BISH', 'ar');
    const family = screen.getByRole('button', { name: ar.portal.nav.family });
    await family.click();
    await expect.element(screen.getByRole('link', { name: ar.portal.screens.MemberList })).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await expect.element(family).toHaveAttribute('aria-expanded', 'false');
    await expect.element(family).toHaveFocus();
    // A tap elsewhere closes it too.
    await family.click();
    await expect.element(family).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(document.body, { position: { x: 5, y: 400 } });
    await expect.element(family).toHaveAttribute('aria-expanded', 'false');
  });

  test.each([null, 'USER'] as const)("signed out or a plain user (%s): the spec's bar, no family menu", async (role) => {
    const screen = await bar(role);
    await expect.element(screen.getByRole('link', { name: en.portal.nav.tree })).toHaveAttribute('href', '/family-tree-instruction');
    await expect.element(screen.getByRole('link', { name: en.portal.nav.gallery })).toHaveAttribute('href', '/family-gallery');
    await expect.element(screen.getByRole('button', { name: en.portal.nav.family })).not.toBeInTheDocument();
    expect(document.querySelector('a[href="/family-members"]')).toBeNull();
  });
});

describe('on a phone', () => {
  afterEach(() => page.viewport(1280, 900));

  test('the menu shows the family pages as a group, no second tap needed', async () => {
    await page.viewport(375, 800);
    const screen = await bar('BISH');
    await screen.getByRole('button', { name: en.portal.nav.openMenu }).click();
    const group = screen.getByRole('group', { name: en.portal.nav.family });
    await expect.element(group).toBeVisible();
    expect(entries(group.element())).toEqual(FAMILY_MENU(en));
    expect(await seriousViolations()).toEqual([]);
    await group.getByRole('link', { name: en.portal.screens.Activities }).click();
    await expect.poll(() => screen.location()).toBe('/family-activities');
    await expect.element(screen.getByRole('button', { name: en.portal.nav.openMenu })).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('portal-menu')!.checkVisibility()).toBe(false);
  });
});

test('the tree page leads to its instructions in one tap', async () => {
  const around: CloseFamily = {
    version: 1,
    line: [],
    member: { id: 1, parentId: null, name: 'Yusuf', gender: 'm', born: 0, mother: 0, children: 0 },
    below: [],
  };
  const screen = await openTreePage('en', '', { 'GET /api/v1/tree/1/around/1': around }).screen;
  await expect
    .element(screen.getByRole('link', { name: en.portal.screens.TreeInstructions }))
    .toHaveAttribute('href', '/family-tree-instruction');
});
