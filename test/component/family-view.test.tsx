// The tree page's first look: a person among father and mother, grandparents, partners, children,
// brothers and sisters and cousins, as cards; a tap on a card moves the centre there, and the line of fathers stays
// one tap away.
import { page } from 'vitest/browser';
import { afterEach, describe, expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import type { FamilyView } from '../../common/generated/api.ts';
import type { ApiCall, PortalScreen } from './render.tsx';
import { familyCard as card, openTreeAtStart, openTreePage } from './tree-page.tsx';

const SALIM = card(1, 'سالم', { birthdate: '01-01-1814', deathDate: '01-01-1890', lifeStatus: 'deceased', children: 1 });
const JAMIL = card(2, 'جميل', { children: 3 });
const IBRAHIM = card(3, 'إبراهيم', { birthdate: '01-01-1960', children: 1 });
const SAMIR = card(4, 'سمير');
const ABLA = card(5, 'عبلة', { gender: 'female' });
const YUSUF = card(6, 'يوسف');
const KARIM = card(11, 'كريم');
const HUDA = card(12, 'هدى', { gender: 'female' });
const MAJID = card(13, 'ماجد', { children: 1 });
const RAMI = card(14, 'رامي');
const LAYLA = card(10, 'ليلى', { gender: 'female', birthdate: '1931', deathDate: '2001', lifeStatus: 'deceased', children: 1 });

const NO_GRANDPARENTS: FamilyView['grandparents'] = { fathersMother: null, mothersFather: null, mothersMother: null };

const FAMILIES: Record<string, FamilyView> = {
  3: {
    line: [SALIM, JAMIL],
    mother: { name: 'وفاء', memberId: null, person: null },
    grandparents: NO_GRANDPARENTS,
    member: IBRAHIM,
    siblings: [SAMIR, ABLA],
    partners: [
      {
        id: 9,
        name: 'أمل',
        familyName: 'المصري',
        gender: 'female',
        birthdate: null,
        marriageDate: '01-01-1985',
        divorceDate: null,
        partnerMemberId: null,
        person: null,
      },
    ],
    children: [YUSUF],
    cousins: [],
  },
  2: {
    line: [SALIM],
    mother: null,
    grandparents: NO_GRANDPARENTS,
    member: JAMIL,
    siblings: [],
    partners: [
      {
        id: 7,
        name: 'هند',
        familyName: null,
        gender: 'female',
        birthdate: null,
        marriageDate: '1950',
        divorceDate: null,
        partnerMemberId: null,
        person: null,
      },
      {
        id: 8,
        name: 'ليلى',
        familyName: 'سالم',
        gender: 'female',
        birthdate: null,
        marriageDate: null,
        divorceDate: null,
        partnerMemberId: 10,
        person: LAYLA,
      },
    ],
    children: [{ ...SAMIR, motherId: 7 }, { ...IBRAHIM, motherId: 8 }, ABLA],
    cousins: [],
  },
  10: { line: [SALIM], mother: null, grandparents: NO_GRANDPARENTS, member: LAYLA, siblings: [], partners: [], children: [], cousins: [] },
  1: { line: [], mother: null, grandparents: NO_GRANDPARENTS, member: SALIM, siblings: [], partners: [], children: [JAMIL], cousins: [] },
  // A daughter of his aunt, whose father is not of the family, with brothers and sisters and children of her own.
  12: {
    line: [],
    mother: { name: 'عبلة', memberId: 5, person: ABLA },
    // Her mother's parents: Jamil, and Hind, known by name.
    grandparents: { fathersMother: null, mothersFather: JAMIL, mothersMother: { name: 'هند', memberId: null, person: null } },
    member: HUDA,
    siblings: [card(15, 'سلمى'), card(16, 'نادر'), card(17, 'وليد'), card(18, 'منى')],
    partners: [],
    children: [card(19, 'زياد'), card(20, 'لينا'), card(21, 'جود'), card(22, 'تالا')],
    cousins: [],
  },
  6: {
    line: [SALIM, JAMIL, IBRAHIM],
    mother: { name: 'أمل المصري', memberId: null, person: null },
    // His father's mother, Layla, is a member of the family too.
    grandparents: { ...NO_GRANDPARENTS, fathersMother: { name: 'ليلى سالم', memberId: 10, person: LAYLA } },
    member: YUSUF,
    siblings: [],
    partners: [],
    children: [],
    // His father's brother and sister and his mother's brother, each with a child: his cousins.
    cousins: [
      { side: 'father', parent: SAMIR, children: [KARIM] },
      { side: 'father', parent: ABLA, children: [HUDA] },
      { side: 'mother', parent: MAJID, children: [RAMI] },
    ],
  },
};

const FAMILY_ANSWERS = { 'GET /api/v1/tree/family/:id': ({ params }: ApiCall) => FAMILIES[params.id] };
const openTree = (lang: 'ar' | 'en', search: string) => openTreePage(lang, search, FAMILY_ANSWERS);

const group = (screen: PortalScreen, name: string) => screen.getByRole('region', { name, exact: true });

describe('the family view', () => {
  test('the person in the centre among the grandfather, the parents, the wife, the children and the brothers and sisters', async () => {
    const { screen } = openTree('en', '?focus=3');
    const texts = en.tree.family;
    await expect.element(group(await screen, texts.person).getByText('إبراهيم')).toBeVisible();
    const shown = await screen;
    await expect.element(group(shown, texts.grandfather).getByText('سالم')).toBeVisible();
    await expect.element(group(shown, texts.grandfather).getByText('1814–1890')).toBeVisible();
    await expect.element(group(shown, texts.parents).getByText('جميل')).toBeVisible();
    await expect.element(group(shown, texts.parents).getByText('وفاء')).toBeVisible();
    // The wife beside him, with the year of their marriage.
    await expect.element(group(shown, texts.person).getByText('أمل المصري')).toBeVisible();
    await expect.element(group(shown, texts.person).getByText(`${texts.wife} · married 1985`)).toBeVisible();
    await expect.element(group(shown, texts.children).getByText('يوسف')).toBeVisible();
    await expect.element(group(shown, texts.siblings).getByText('سمير')).toBeVisible();
    await expect.element(group(shown, texts.siblings).getByText('عبلة')).toBeVisible();
    // He is not his own brother.
    expect(group(shown, texts.siblings).getByText('إبراهيم').elements()).toHaveLength(0);
    await expect.element(shown.getByRole('link', { name: texts.profile })).toHaveAttribute('href', '/family-members/3');
  });

  test('a tap on the father puts him in the centre, in an address of its own; the line of fathers leads up', async () => {
    const { calls, screen } = openTree('ar', '?focus=3');
    const shown = await screen;
    await group(shown, ar.tree.family.parents).getByRole('button', { name: /جميل/ }).click();
    await expect.element(group(shown, ar.tree.family.person).getByText('جميل')).toBeVisible();
    expect(shown.location()).toBe('/family-tree/1?focus=2');
    // His children under each wife, in the order of the marriages, then those whose mother is not recorded.
    const of = (name: string) => ar.family.children.ofMother.replace('%{name}', name);
    await expect.element(group(shown, of('هند')).getByText('سمير')).toBeVisible();
    await expect.element(group(shown, of('ليلى سالم')).getByText('إبراهيم')).toBeVisible();
    await expect.element(group(shown, ar.family.children.noMother).getByText('عبلة')).toBeVisible();
    // From the line above, one tap reaches the first ancestor.
    await shown.getByRole('navigation', { name: ar.tree.focus.line }).getByRole('button', { name: 'سالم' }).click();
    expect(shown.location()).toBe('/family-tree/1?focus=1');
    // Each centre is asked for when it comes (twice at the first, as React's strict mode renders it twice).
    const asked = () => new Set(calls.filter((c) => c.path.startsWith('/api/v1/tree/family/')).map((c) => c.params.id));
    await expect.poll(() => [...asked()]).toEqual(['3', '2', '1']);
    await expect.element(group(shown, ar.tree.family.person).getByText('سالم')).toBeVisible();
  });

  test('a wife who is a member of the family too has her own card, with her years, and opens her own family', async () => {
    const { screen } = openTree('en', '?focus=2');
    const shown = await screen;
    await expect.element(group(shown, en.tree.family.person).getByText('1931–2001')).toBeVisible();
    // Hind is known by name only; Layla, his cousin, is a member: her card is a way to her family.
    expect(group(shown, en.tree.family.person).getByRole('button', { name: /هند/ }).elements()).toHaveLength(0);
    await group(shown, en.tree.family.person).getByRole('button', { name: /ليلى/ }).click();
    expect(shown.location()).toBe('/family-tree/1?focus=10');
  });

  test('someone without children recorded says so; in Arabic the years are in Arabic digits', async () => {
    const { screen } = openTree('ar', '?focus=6');
    const shown = await screen;
    await expect.element(shown.getByText(ar.tree.family.noChildren)).toBeVisible();
    await expect.element(group(shown, ar.tree.family.parents).getByText('إبراهيم')).toBeVisible();
    await expect.element(group(shown, ar.tree.family.parents).getByText('مواليد ١٩٦٠')).toBeVisible();
    await expect.element(group(shown, ar.tree.family.grandparents).getByText('جميل')).toBeVisible();
  });

  test('the grandparents of both sides, each named for the side it is on; a grandmother who is a member opens her own family', async () => {
    const { screen } = openTree('en', '?focus=6');
    const shown = await screen;
    const texts = en.tree.family;
    const grandparents = group(shown, texts.grandparents);
    await expect.element(grandparents.getByRole('button', { name: new RegExp(`جميل.*${texts.fathersFather}`) })).toBeVisible();
    await expect.element(grandparents.getByRole('button', { name: new RegExp(`ليلى.*${texts.fathersMother}`) })).toBeVisible();
    await expect.element(grandparents.getByText('1931–2001')).toBeVisible();
    await grandparents.getByRole('button', { name: /ليلى/ }).click();
    expect(shown.location()).toBe('/family-tree/1?focus=10');
    // A daughter of the family: her mother's father is a member, her mother's mother known by name.
    const { screen: other } = openTree('ar', '?focus=12');
    const hers = group(await other, ar.tree.family.grandparents);
    await expect.element(hers.getByRole('button', { name: new RegExp(`جميل.*${ar.tree.family.mothersFather}`) })).toBeVisible();
    await expect.element(hers.getByText('هند')).toBeVisible();
    await expect.element(hers.getByText(ar.tree.family.mothersMother)).toBeVisible();
    expect(hers.getByRole('button', { name: /هند/ }).elements()).toHaveLength(0);
  });

  test("the cousins under each uncle and aunt, named as Arabic names the father's side and the mother's; a tap on a cousin puts them in the centre", async () => {
    const { screen } = openTree('ar', '?focus=6');
    const shown = await screen;
    const underUncle = ar.tree.family.cousinsOfUncle.replace('%{name}', 'سمير');
    const underAunt = ar.tree.family.cousinsOfAunt.replace('%{name}', 'عبلة');
    const underMothersBrother = ar.tree.family.cousinsOfMaternalUncle.replace('%{name}', 'ماجد');
    await expect.element(group(shown, underUncle).getByText('كريم')).toBeVisible();
    await expect.element(group(shown, underAunt).getByText('هدى')).toBeVisible();
    await expect.element(group(shown, underMothersBrother).getByText('رامي')).toBeVisible();
    expect(underMothersBrother).toBe('أولاد الخال ماجد');
    expect(group(shown, underUncle).getByText('هدى').elements()).toHaveLength(0);
    await group(shown, underAunt).getByRole('button', { name: /هدى/ }).click();
    expect(shown.location()).toBe('/family-tree/1?focus=12');
  });

  test('opened by its address, the family asked for while the portal starts is in the page’s first render: no loading indicator comes before it', async () => {
    const { screen, firstRender } = await openTreeAtStart('en', '?focus=3', FAMILY_ANSWERS, 'إبراهيم');
    // The brothers and sisters come a moment after the first render.
    await expect.element(group(screen, en.tree.family.siblings).getByText('سمير')).toBeVisible();
    expect(firstRender).toEqual({ loading: false, showed: true, search: true });
  });

  describe('on a phone', () => {
    afterEach(() => page.viewport(1280, 900));
    /** Whether the whole of the centre's row is on the screen. */
    const centreInSight = (screen: PortalScreen, title: string) => {
      const { top, bottom } = group(screen, title).element().getBoundingClientRect();
      return top >= 0 && bottom <= window.innerHeight;
    };

    test('the person in the centre is brought into sight below the grandfather and the parents; and so is the first ancestor, tapped in the line above', async () => {
      await page.viewport(375, 420);
      const { screen } = openTree('en', '?focus=3');
      const shown = await screen;
      await expect.element(group(shown, en.tree.family.person).getByText('إبراهيم')).toBeVisible();
      await expect.poll(() => centreInSight(shown, en.tree.family.person)).toBe(true);
      expect(window.scrollY).toBeGreaterThan(0);
      // The line of fathers stays at the top of the screen, one tap from the first ancestor.
      const line = shown.getByRole('navigation', { name: en.tree.focus.line });
      expect(line.element().getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
      // Tapping the first ancestor in the line above: his own card is at the top already, in sight.
      await shown.getByRole('navigation', { name: en.tree.focus.line }).getByRole('button', { name: 'سالم' }).click();
      await expect.element(group(shown, en.tree.family.person).getByText('سالم')).toBeVisible();
      await expect.poll(() => centreInSight(shown, en.tree.family.person)).toBe(true);
    });

    test('a tap on a cousin far down the page brings the new centre into sight', async () => {
      await page.viewport(375, 420);
      const { screen } = openTree('ar', '?focus=6');
      const shown = await screen;
      const underAunt = group(shown, ar.tree.family.cousinsOfAunt.replace('%{name}', 'عبلة'));
      await underAunt.getByRole('button', { name: /هدى/ }).click();
      expect(shown.location()).toBe('/family-tree/1?focus=12');
      await expect.element(group(shown, ar.tree.family.person).getByText('هدى')).toBeVisible();
      await expect.poll(() => centreInSight(shown, ar.tree.family.person)).toBe(true);
    });
  });
});
