// The tree's focus view, the first look a family member (BISH) gets: the root with two generations
// below, a deeper branch loaded when it is opened, the centre moved to anyone and back up the line, the
// search centring on a member, the whole-family overview one tap away with the same person, mirrored in
// Arabic, and axe finding nothing serious in three languages.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGUAGES, type Language } from '../../common/model/languages.ts';
import { localDigits } from '../../common/model/translate.ts';
import type { CloseFamily, TreePerson } from '../../common/model/closeFamily.ts';
import { seriousViolations } from './fixtures/axe.ts';
import { signInAs } from './fixtures/browser.ts';
import { usePortal } from './fixtures/suite.ts';
import { text } from './fixtures/texts.ts';

describe('the family tree: focus view', () => {
  const portal = usePortal();

  async function openFocus(lang: Language, path = '/family-tree/1?view=focus'): Promise<Page> {
    const page = await portal.page(lang, { bypassCSP: true });
    await signInAs(page, portal.url, 'BISH');
    await page.goto(`${portal.url}${path}`);
    await page.locator('[data-testid=tree-focus]').waitFor();
    return page;
  }

  const closeFamilyOf = (page: Page, memberId: number): Promise<CloseFamily> =>
    page.evaluate(async (id) => {
      const { accessToken } = JSON.parse(localStorage.getItem('user')!) as { accessToken: string };
      const response = await fetch(`/api/v1/tree/1/around/${id}`, { headers: { Authorization: `Bearer ${accessToken}` } });
      return (await response.json()) as CloseFamily;
    }, memberId);

  const centreName = (page: Page) => page.locator('#tree-centre-name');
  /** A member's row in the branching list, by its link to their page. */
  const rowOf = (page: Page, person: TreePerson) =>
    page.locator('[data-testid=tree-focus] li', { has: page.locator(`a[href="/family-members/${person.id}"]`) }).first();

  test('opens on the root with children and grandchildren; a deeper branch loads when it is opened', async () => {
    const page = await openFocus('en');
    const root = await closeFamilyOf(page, 1);
    await expect.poll(() => centreName(page).textContent()).toBe(root.member.name);
    const children = root.below.filter((p) => p.parentId === 1);
    const grandchild = root.below.find((p) => p.parentId !== 1 && p.children > 0)!;
    expect(children.length).toBeGreaterThan(1);
    for (const child of children) await rowOf(page, child).waitFor();
    const grandRow = rowOf(page, grandchild);
    await grandRow.waitFor();
    // Great-grandchildren are not on the page until their branch is opened, then asked for.
    const deeper = await closeFamilyOf(page, grandchild.id);
    const greatGrandchild = deeper.below.find((p) => p.parentId === grandchild.id)!;
    expect(await page.locator(`a[href="/family-members/${greatGrandchild.id}"]`).count()).toBe(0);
    const asked = page.waitForRequest((request) => request.url().endsWith(`/api/v1/tree/1/around/${grandchild.id}`));
    const unfold = grandRow.getByRole('button', { name: text('en', 'tree.fold.unfold', { name: `\u2068${grandchild.name}\u2069` }) });
    expect(await unfold.getAttribute('aria-expanded')).toBe('false');
    await unfold.click();
    await asked;
    await page.locator(`a[href="/family-members/${greatGrandchild.id}"]`).waitFor();
    // A name opens the member's page.
    await page.locator(`[data-testid=tree-focus] a[href="/family-members/${children[0].id}"]`).click();
    await page.waitForURL(`${portal.url}/family-members/${children[0].id}`);
    await page.context().close();
  });

  test('the centre moves to a grandchild, the line above leads back up, and Back returns', async () => {
    const page = await openFocus('en');
    const root = await closeFamilyOf(page, 1);
    const grandchild = root.below.find((p) => p.parentId !== 1)!;
    const father = root.below.find((p) => p.id === grandchild.parentId)!;
    await rowOf(page, grandchild)
      .getByRole('button', { name: text('en', 'tree.focus.centre', { name: `\u2068${grandchild.name}\u2069` }) })
      .click();
    await expect.poll(() => centreName(page).textContent()).toBe(grandchild.name);
    expect(new URL(page.url()).searchParams.get('focus')).toBe(String(grandchild.id));
    const line = page.getByRole('navigation', { name: text('en', 'tree.focus.line') });
    expect(await line.getByRole('button').allTextContents()).toEqual([root.member.name, father.name]);
    await line.getByRole('button', { name: father.name }).click();
    await expect.poll(() => centreName(page).textContent()).toBe(father.name);
    await page.goBack();
    await expect.poll(() => centreName(page).textContent()).toBe(grandchild.name);
    await page.context().close();
  });

  test('the search centres the view on the member found, with the line from the root above', async () => {
    const page = await openFocus('en');
    const root = await closeFamilyOf(page, 1);
    const grandchild = root.below.find((p) => p.parentId !== 1 && p.children > 0)!;
    const target = (await closeFamilyOf(page, grandchild.id)).below.find((p) => p.parentId === grandchild.id)!;
    await page.locator('#tree-search').fill(target.name);
    await page
      .locator('[data-testid=tree-search-results] [role=button]', { hasText: `${target.name} ${grandchild.name}` })
      .first()
      .click();
    await expect.poll(() => centreName(page).textContent()).toBe(target.name);
    const line = page.getByRole('navigation', { name: text('en', 'tree.focus.line') });
    expect((await line.getByRole('button').allTextContents()).at(-1)).toBe(grandchild.name);
    await page.context().close();
  });

  test('the whole-family overview opens on the same person, and the focus view comes back to them', async () => {
    const page = await openFocus('en');
    const root = await closeFamilyOf(page, 1);
    const child = root.below.find((p) => p.parentId === 1)!;
    await page.goto(`${portal.url}/family-tree/1?view=focus&focus=${child.id}`);
    await expect.poll(() => centreName(page).textContent()).toBe(child.name);
    await page.getByRole('button', { name: text('en', 'tree.view.all') }).click();
    await page.locator(`[data-testid=tree-people] li[data-id="${child.id}"]`).waitFor({ state: 'attached' });
    expect(await page.locator('[data-testid=tree-focused]').textContent()).toContain(child.name);
    await page.getByRole('button', { name: text('en', 'tree.view.focus') }).click();
    await expect.poll(() => centreName(page).textContent()).toBe(child.name);
    await page.context().close();
  });

  test('in Arabic a generation steps in from the right', async () => {
    const widths = async (lang: Language) => {
      const page = await openFocus(lang);
      const root = await closeFamilyOf(page, 1);
      const child = root.below.find((p) => p.parentId === 1 && p.children > 0)!;
      const grandchild = root.below.find((p) => p.parentId === child.id)!;
      const [childBox, grandBox] = await Promise.all([
        page.locator(`[data-testid=tree-focus] a[href="/family-members/${child.id}"]`).boundingBox(),
        page.locator(`[data-testid=tree-focus] a[href="/family-members/${grandchild.id}"]`).boundingBox(),
      ]);
      await page.context().close();
      return { child: childBox!, grandchild: grandBox! };
    };
    const en = await widths('en');
    const ar = await widths('ar');
    // A row's birth year and its count of children stand apart: joined, Arabic digits read as one number.
    const page = await openFocus('ar');
    const child = (await closeFamilyOf(page, 1)).below.find((p) => p.parentId === 1 && p.children > 0 && p.born > 0)!;
    // The row's own facts: the first two isolated texts (the rows of its branch follow them).
    const [year, count] = (await rowOf(page, child).locator('bdi').allTextContents()).slice(0, 2);
    expect(year).toBe(localDigits('ar')(child.born));
    expect(count).toContain(localDigits('ar')(child.children));
    expect(count).not.toContain(year);
    await page.context().close();
    expect(en.grandchild.x).toBeGreaterThan(en.child.x);
    expect(ar.grandchild.x + ar.grandchild.width).toBeLessThan(ar.child.x + ar.child.width);
  });

  test.each(LANGUAGES)('axe finds no serious violation (%s)', async (lang) => {
    const page = await openFocus(lang);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
