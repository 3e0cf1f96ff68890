// The family tree page at its own address (/family-tree/1 and a query), for a family member signed in,
// with the API answering as `answers` says: rendered at once, or as the portal opens it by its address.
import { onTestFinished } from 'vitest';
import { Route, Routes } from 'react-router';
import { FamilyTreePage, prefetch } from '../../src/public-site/pages/tree/FamilyTreePage.tsx';
import { askTreeEarly } from '../../src/public-site/pages/tree/treeApi.ts';
import { answersAsked } from '../../src/providers/earlyAnswers.ts';
import { textsAsked } from '../../src/ui/i18n/earlyTexts.ts';
import type { FamilyCard } from '../../common/generated/api.ts';
import { renderPortal, signedIn, stubApi, type ApiRoutes } from './render.tsx';

/** A living member's card as the family view's answer has it, a man's unless `fields` say otherwise. */
export const familyCard = (id: number, name: string, fields: Partial<FamilyCard> = {}): FamilyCard => ({
  id,
  name,
  gender: 'male',
  birthdate: null,
  deathDate: null,
  lifeStatus: 'living',
  userProfileImageLink: null,
  motherId: null,
  children: 0,
  ...fields,
});

const treePage = (
  <Routes>
    <Route path="/family-tree/:id" element={<FamilyTreePage />} />
  </Routes>
);

export function openTreePage(lang: 'ar' | 'en', search: string, answers: ApiRoutes) {
  const user = signedIn('BISH');
  const { calls } = stubApi({ 'GET /api/auth/users/session': user, ...answers });
  const screen = renderPortal(treePage, { lang, path: `/family-tree/1${search}`, user });
  return { calls, screen };
}

/**
 * What the page's first render showed: whether a loading indicator has shown so far, whether a text was in it,
 * and whether the search field was (its place held by a blank box instead, the view below would move when it came).
 */
export interface FirstRender {
  loading: boolean;
  showed: boolean | undefined;
  search: boolean | undefined;
}

/**
 * The page as the portal opens it by its address (main.tsx): its texts, its look's code and its first answer
 * are asked for while the portal starts, and waited for before the first render. `firstRender` follows what
 * the page shows from its first render on, `expected` the text looked for in that render.
 */
export async function openTreeAtStart(lang: 'ar' | 'en', search: string, answers: ApiRoutes, expected: string) {
  const user = signedIn('BISH');
  const { calls } = stubApi({ 'GET /api/auth/users/session': user, ...answers });
  localStorage.setItem('selectedLanguage', lang);
  localStorage.setItem('user', JSON.stringify(user));
  askTreeEarly('1', search);
  await prefetch({ id: '1' }, search);
  await Promise.all([textsAsked(), answersAsked()]);
  const firstRender: FirstRender = { loading: false, showed: undefined, search: undefined };
  const watch = new MutationObserver(() => {
    firstRender.loading ||= document.querySelector('[role="progressbar"]') !== null;
    if (firstRender.showed === undefined && document.querySelector('h1')) {
      firstRender.showed = document.body.textContent.includes(expected);
      firstRender.search = document.getElementById('tree-search') !== null;
    }
  });
  watch.observe(document.body, { subtree: true, childList: true });
  onTestFinished(() => watch.disconnect());
  const screen = await renderPortal(treePage, { lang, path: `/family-tree/1${search}`, user });
  return { calls, screen, firstRender };
}
