// Cousins who married, on the tree's "How are we related?": the wife is named as the wife and as the kin
// she is by blood ("your wife, and also your first cousin"; in Arabic بنت عمك, the father's brother's daughter).
import { expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import type { TreeColumns } from '../../common/model/compactTree.ts';
import { withTexts } from '../../src/ui/i18n/withTexts.tsx';
import { RelationResult } from '../../src/public-site/pages/tree/RelationPanel.tsx';
import { relationsBetween } from '../../src/public-site/pages/tree/relation.ts';
import { layoutTree } from '../../src/public-site/pages/tree/treeLayout.ts';
import { TREE_TEXTS } from '../../src/public-site/pages/tree/treeTexts.ts';
import { filled, renderPortal, signedIn, stubApi } from './render.tsx';

// Salim's sons Yusuf and Elias; Yusuf's daughter Maryam married Elias's son Jamil.
const TREE: TreeColumns = {
  version: 1,
  ids: [1, 2, 3, 4, 5],
  parents: [-1, 0, 0, 1, 2],
  names: ['Salim', 'Yusuf', 'Elias', 'Maryam', 'Jamil'],
  genders: 'mmmfm',
  born: [1920, 1950, 1952, 1980, 1978],
  x: [0, -10, 10, -10, 10],
  mothers: [0, 0, 0, 0, 0],
  couples: [4, 3],
};
const layout = layoutTree(TREE, false);
const [JAMIL, MARYAM] = [4, 3];

const Result = withTexts(TREE_TEXTS, () => (
  <RelationResult layout={layout} first={JAMIL} second={MARYAM} you={JAMIL} relations={relationsBetween(layout, JAMIL, MARYAM)} />
));

test.each([
  ['en', en, 'your wife', 'your first cousin'],
  ['ar', ar, 'زوجتك', 'بنت عمك'],
] as const)('in %s, the wife who is a cousin is said to be both', async (lang, texts, spouse, term) => {
  const user = signedIn('BISH');
  stubApi({ 'GET /api/auth/users/session': user });
  const screen = await renderPortal(<Result />, { lang, user, path: '/family-tree/1' });
  await expect.element(screen.getByText(filled(texts.tree.kin.spouseAlso.f, { other: '\u2068Maryam\u2069', spouse, term }))).toBeVisible();
});
