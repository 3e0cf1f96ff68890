// "How are we related?" for a member whose account is linked to their record: they are the first person
// without choosing, the answer is said to them ("your first cousin", ابن عمك), the path is shown as cards
// naming each person on it, and a child of a cousin marriage is told both paths, through the father and
// through the mother. The first person can still be someone else, and "me" again.
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import type { TreeColumns } from '../../common/model/compactTree.ts';
import { withTexts } from '../../src/ui/i18n/withTexts.tsx';
import { layoutTree } from '../../src/public-site/pages/tree/treeLayout.ts';
import { TREE_TEXTS } from '../../src/public-site/pages/tree/treeTexts.ts';
import { TreeViewer } from '../../src/public-site/pages/tree/TreeViewer.tsx';
import { filled, renderPortal, signedIn, stubApi, type PortalScreen } from './render.tsx';

// Salim's son Yusuf and daughter Huda; Yusuf's sons Jamil and Omar; Huda's daughter Maryam married her cousin
// Jamil: their son Karim, whose mother is a member too. Omar's son Sami.
const TREE: TreeColumns = {
  version: 1,
  ids: [1, 2, 3, 4, 5, 6, 7, 8],
  parents: [-1, 0, 0, 1, 2, 1, 3, 5],
  names: ['Salim', 'Yusuf', 'Huda', 'Jamil', 'Maryam', 'Omar', 'Karim', 'Sami'],
  genders: 'mmfmfmmm',
  born: [1900, 1930, 1932, 1955, 1958, 1957, 1985, 1988],
  mothers: [0, 0, 0, 0, 0, 0, 70, 0],
  x: [0, -20, 20, -30, 20, -10, -30, -10],
  couples: [3, 4],
  motherMembers: [6, 4],
};
const [KARIM, SAMI] = [7, 8];
const layout = layoutTree(TREE, false);

const Viewer = withTexts(TREE_TEXTS, () => <TreeViewer layout={layout} initial={{ focusId: SAMI, folded: [] }} onViewChange={() => {}} />);

/** The tree for Karim's account, in `lang`. */
async function openAsKarim(lang: 'en' | 'ar') {
  const user = signedIn('BISH', { memberId: KARIM });
  stubApi({ 'GET /api/auth/users/session': user });
  const screen = await renderPortal(<Viewer />, { lang, user, path: '/family-tree/1?view=all' });
  await expect.element(screen.getByTestId('tree-canvas')).toBeVisible();
  return screen;
}

/** Chooses the person the drawing's keyboard focus is on (Sami) as the second. */
async function chooseFocused(screen: PortalScreen, button: string) {
  await screen.getByRole('button', { name: button }).click();
  screen.getByTestId('tree-canvas').element().focus();
  await userEvent.keyboard('{Enter}');
}

const cards = (screen: PortalScreen) =>
  screen
    .getByTestId('tree-kin-path')
    .all()
    .map((list) => [...list.element().querySelectorAll('li')].map((li) => li.textContent));

test('a linked member is the first person from the start; the relation is said to them, both paths, as cards', async () => {
  const screen = await openAsKarim('en');
  const panel = screen.getByRole('region', { name: en.tree.kin.title });
  await expect
    .element(panel)
    .toHaveTextContent(`${en.tree.kin.you}: ${filled(en.tree.nameBorn, { name: '\u2068Karim\u2069', year: 1985 })}`);
  await expect.element(panel.getByRole('button', { name: en.tree.kin.choose.other })).toBeVisible();

  await chooseFocused(screen, en.tree.kin.choose.second);
  const answer = screen.getByTestId('tree-kin');
  const through = (via: string, term: string) =>
    `${filled(en.tree.kin.through, { via })} ${filled(en.tree.kin.is.m, { other: '\u2068Sami\u2069', term })}`;
  await expect.element(answer).toHaveTextContent(through('your father', 'your first cousin'));
  await expect.element(answer).toHaveTextContent(through('your mother', 'your second cousin'));

  expect(cards(screen)).toEqual([
    ['Karim1985You', 'Jamil1955your father', 'Yusuf1930your grandfather', 'Omar1957your uncle', 'Sami1988your first cousin'],
    [
      'Karim1985You',
      'Maryam1958your mother',
      'Huda1932your grandmother',
      'Salim1900your great-grandfather',
      'Yusuf1930your great-uncle',
      "Omar1957your first cousin once removed (your mother's cousin)",
      'Sami1988your second cousin',
    ],
  ]);
});

test('in Arabic, the paths through the father and the mother are named as families say them', async () => {
  const screen = await openAsKarim('ar');
  await chooseFocused(screen, ar.tree.kin.choose.second);
  const answer = screen.getByTestId('tree-kin');
  await expect.element(answer).toHaveTextContent(filled(ar.tree.kin.through, { via: 'والدك' }));
  await expect.element(answer).toHaveTextContent(filled(ar.tree.kin.is.m, { other: '\u2068Sami\u2069', term: 'ابن عمك' }));
  await expect.element(answer).toHaveTextContent(filled(ar.tree.kin.through, { via: 'والدتك' }));
  await expect.element(answer).toHaveTextContent(filled(ar.tree.kin.is.m, { other: '\u2068Sami\u2069', term: 'حفيد خال والدتك' }));
  expect(cards(screen)[0]).toEqual(['Karim١٩٨٥أنت', 'Jamil١٩٥٥والدك', 'Yusuf١٩٣٠جدك', 'Omar١٩٥٧عمك', 'Sami١٩٨٨ابن عمك']);
});

test('the first person can be someone else, and the member again', async () => {
  const screen = await openAsKarim('en');
  await chooseFocused(screen, en.tree.kin.choose.other);
  const panel = screen.getByRole('region', { name: en.tree.kin.title });
  await expect
    .element(panel)
    .toHaveTextContent(`${en.tree.kin.first}: ${filled(en.tree.nameBorn, { name: '\u2068Sami\u2069', year: 1988 })}`);
  await panel.getByRole('button', { name: en.tree.kin.chooseYou }).click();
  await expect
    .element(panel)
    .toHaveTextContent(`${en.tree.kin.you}: ${filled(en.tree.nameBorn, { name: '\u2068Karim\u2069', year: 1985 })}`);
  await expect.element(panel.getByRole('button', { name: en.tree.kin.chooseYou })).not.toBeInTheDocument();
});
