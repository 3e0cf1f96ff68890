// The tree's focus view: one person in the centre, the line from the root above, children and
// grandchildren below as rows that open and close; a deeper branch is asked for when it is opened, and
// any row can become the centre. The view and its data as the tree page joins them (useCloseFamily).
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import type { CloseFamily, TreePerson } from '../../common/model/closeFamily.ts';
import { withTexts } from '../../src/ui/i18n/withTexts.tsx';
import { FocusView } from '../../src/public-site/pages/tree/FocusView.tsx';
import { isolate } from '../../src/public-site/pages/tree/personLabel.ts';
import { TREE_TEXTS } from '../../src/public-site/pages/tree/treeTexts.ts';
import { useCloseFamily } from '../../src/public-site/pages/tree/useCloseFamily.ts';
import { filled, renderPortal, signedIn, stubApi, type ApiCall } from './render.tsx';

const person = (id: number, parentId: number | null, name: string, born: number, children: number): TreePerson => ({
  id,
  parentId,
  name,
  gender: id % 2 ? 'm' : 'f',
  born,
  mother: 0,
  children,
});
const YUSUF = person(1, null, 'يوسف', 1920, 2);
const AHMAD = person(2, 1, 'أحمد', 1950, 2);
const MARIAM = person(3, 1, 'مريم', 1952, 0);
const OMAR = person(4, 2, 'عمر', 1980, 1);
const HUDA = person(5, 2, 'هدى', 1982, 0);
const SAMI = person(6, 4, 'سامي', 2010, 0);

/** GET /api/v1/tree/1/around/{id} as the server answers it: the line above, two generations below. */
const AROUND: Record<string, CloseFamily> = {
  1: { version: 1, line: [], member: YUSUF, below: [AHMAD, MARIAM, OMAR, HUDA] },
  2: { version: 1, line: [YUSUF], member: AHMAD, below: [OMAR, HUDA, SAMI] },
  4: { version: 1, line: [YUSUF, AHMAD], member: OMAR, below: [SAMI] },
};

function Focus({ rootId }: { rootId: string }) {
  const [centre, setCentre] = useState(Number(rootId));
  const { answer, known, load } = useCloseFamily(rootId, centre);
  return answer.state === 'loaded' && <FocusView family={answer.family} known={known} load={load} onCentre={setCentre} />;
}
const Tree = withTexts(TREE_TEXTS, Focus);

function familyTree(around: (call: ApiCall) => unknown = ({ params }) => AROUND[params.id]) {
  return stubApi({ 'GET /api/auth/users/session': signedIn('BISH'), 'GET /api/v1/tree/1/around/:id': around });
}
const aroundCalls = (calls: ApiCall[]) => calls.filter((c) => c.path.includes('/around/')).map((c) => Number(c.params.id));

const arabicDigits = (n: number) => n.toLocaleString('ar-EG', { useGrouping: false });
const unfold = (name: string) => ({ name: filled(ar.tree.fold.unfold, { name: isolate(name) }) });
const fold = (name: string) => ({ name: filled(ar.tree.fold.fold, { name: isolate(name) }) });
const texts = { ar, en };
const centre = (lang: 'ar' | 'en', name: string) => filled(texts[lang].tree.focus.centre, { name: isolate(name) });

describe('tree focus rows', () => {
  test('the centre, its children open with the grandchildren, years in Arabic digits, counts in Arabic plurals', async () => {
    familyTree();
    const screen = await renderPortal(<Tree rootId="1" />, { lang: 'ar', user: signedIn('BISH') });

    await expect.element(screen.getByRole('heading', { name: YUSUF.name })).toBeVisible();
    await expect.element(screen.getByText(filled(ar.tree.focus.born, { year: arabicDigits(1920) }))).toBeVisible();
    const ahmad = screen
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: AHMAD.name, exact: true }) })
      .first();
    // Two children: Arabic's dual, not a number.
    await expect.element(ahmad.getByText(ar.tree.focus.childCount.split(' |||| ')[2], { exact: true })).toBeVisible();
    await expect.element(ahmad.getByText(arabicDigits(1950))).toBeVisible();
    await expect.element(screen.getByRole('button', fold(AHMAD.name))).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('link', { name: OMAR.name })).toHaveAttribute('href', `/family-members/${OMAR.id}`);
    await expect.element(screen.getByRole('link', { name: HUDA.name })).toBeVisible();
    // A member with no children has nothing to open.
    await expect.element(screen.getByRole('link', { name: MARIAM.name })).toBeVisible();
    await expect.element(screen.getByRole('button', unfold(MARIAM.name))).not.toBeInTheDocument();
    // Folding a branch hides its people.
    await screen.getByRole('button', fold(AHMAD.name)).click();
    await expect.element(screen.getByRole('link', { name: OMAR.name })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', unfold(AHMAD.name))).toHaveAttribute('aria-expanded', 'false');
  });

  test('a branch below the two generations is asked for when opened, once', async () => {
    const api = familyTree();
    const screen = await renderPortal(<Tree rootId="1" />, { lang: 'ar', user: signedIn('BISH') });
    const omar = screen.getByRole('button', unfold(OMAR.name));
    await expect.element(omar).toHaveAttribute('aria-expanded', 'false');
    expect(aroundCalls(api.calls)).toEqual([1]);

    await omar.click();
    await expect.element(screen.getByRole('link', { name: SAMI.name })).toHaveAttribute('href', `/family-members/${SAMI.id}`);
    expect(aroundCalls(api.calls)).toEqual([1, 4]);
    await screen.getByRole('button', fold(OMAR.name)).click();
    await expect.element(screen.getByRole('link', { name: SAMI.name })).not.toBeInTheDocument();
    await screen.getByRole('button', unfold(OMAR.name)).click();
    await expect.element(screen.getByRole('link', { name: SAMI.name })).toBeVisible();
    expect(aroundCalls(api.calls)).toEqual([1, 4]);
  });

  test('a branch that cannot be loaded says why in the row, and opens once the connection is back', async () => {
    let offline = true;
    familyTree((call) => {
      if (offline && call.params.id === '4') throw new TypeError('Failed to fetch');
      return AROUND[call.params.id];
    });
    const screen = await renderPortal(<Tree rootId="1" />, { lang: 'ar', user: signedIn('BISH') });
    await screen.getByRole('button', unfold(OMAR.name)).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent(ar.portal.errors.network);

    offline = false;
    await screen.getByRole('button', fold(OMAR.name)).click();
    await screen.getByRole('button', unfold(OMAR.name)).click();
    await expect.element(screen.getByRole('link', { name: SAMI.name })).toBeVisible();
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
  });

  test('a row put in the centre shows its family with the line above it, which leads back up', async () => {
    const api = familyTree();
    const screen = await renderPortal(<Tree rootId="1" />, { lang: 'ar', user: signedIn('BISH') });
    await screen.getByRole('button', { name: filled(ar.tree.focus.centre, { name: isolate(AHMAD.name) }) }).click();

    await expect.element(screen.getByRole('heading', { name: AHMAD.name })).toBeVisible();
    const line = screen.getByRole('navigation', { name: ar.tree.focus.line });
    await expect.element(line.getByRole('button', { name: YUSUF.name })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: SAMI.name })).toBeVisible();
    await line.getByRole('button', { name: YUSUF.name }).click();
    await expect.element(screen.getByRole('heading', { name: YUSUF.name })).toBeVisible();
    // The root's answer was already there.
    expect(aroundCalls(api.calls)).toEqual([1, 2]);
  });

  test.each([
    ['ar', '←'],
    ['en', '→'],
  ] as const)('the line above points the way it is read (%s: %s), from the root down to the centre', async (lang, arrow) => {
    familyTree();
    const screen = await renderPortal(<Tree rootId="1" />, { lang, user: signedIn('BISH') });
    // Centred on Omar: the line is Yusuf, then Ahmad.
    await screen.getByRole('button', { name: centre(lang, OMAR.name) }).click();
    const line = screen.getByRole('navigation', { name: texts[lang].tree.focus.line });
    await expect.element(line.getByRole('button', { name: AHMAD.name })).toBeVisible();
    // ← and → have no mirror image: drawn as written in any direction (› is drawn pointing right in Arabic).
    expect(line.element().textContent).toBe(`${YUSUF.name}${arrow}${AHMAD.name}`);
  });
});
