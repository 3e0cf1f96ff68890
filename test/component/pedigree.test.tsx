// The tree page's looks at a person's ancestors: the pedigree (cards, a generation a column) and the fan
// chart (an SVG half circle with the names in it). A tap on an ancestor centres the look on them.
import { describe, expect, test } from 'vitest';
import { cdp, page } from 'vitest/browser';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import type { Ancestor, Ancestors } from '../../common/generated/api.ts';
import { filled, type ApiCall } from './render.tsx';
import { openTreeAtStart, openTreePage } from './tree-page.tsx';

const place = (number: number, id: number | null, name: string, fields: Partial<Ancestor> = {}): Ancestor => ({
  number,
  id,
  name,
  gender: number % 2 === 0 || number === 1 ? 'male' : 'female',
  birthdate: null,
  deathDate: null,
  lifeStatus: id === null ? null : 'living',
  ...fields,
});

// Ibrahim's father Jamil and his mother Nour, Jamil's cousin: Salim is the father's father, Khalid the mother's.
const ANCESTORS: Record<string, Ancestors> = {
  3: {
    generations: 5,
    ancestors: [
      place(1, 3, 'إبراهيم', { birthdate: '01-01-1980' }),
      place(2, 2, 'جميل'),
      place(3, 10, 'نور'),
      place(4, 1, 'سالم', { birthdate: '01-01-1814', deathDate: '01-01-1890', lifeStatus: 'deceased' }),
      place(5, null, 'هند حداد'),
      place(6, 11, 'خالد'),
      place(12, 1, 'سالم', { birthdate: '01-01-1814', deathDate: '01-01-1890', lifeStatus: 'deceased' }),
    ],
  },
  2: { generations: 5, ancestors: [place(1, 2, 'جميل'), place(2, 1, 'سالم'), place(3, null, 'هند حداد')] },
};

const ANCESTOR_ANSWERS = { 'GET /api/v1/tree/ancestors/:id': ({ params }: ApiCall) => ANCESTORS[params.id] };
const openTree = (lang: 'ar' | 'en', search: string) => openTreePage(lang, search, ANCESTOR_ANSWERS);

describe('the ancestors', () => {
  test('the pedigree: the father, the mother and both grandfathers, each with a way to their page', async () => {
    const { screen } = openTree('en', '?view=ancestors&focus=3');
    const chart = (await screen).getByRole('region', { name: filled(en.tree.pedigree.of, { name: 'إبراهيم' }) });
    await expect.element(chart.getByRole('button', { name: /جميل/ })).toBeVisible();
    await expect.element(chart.getByRole('button', { name: /نور/ })).toBeVisible();
    await expect.element(chart.getByRole('button', { name: /خالد/ })).toBeVisible();
    // Salim is the father's father and, as the cousins married, the mother's grandfather too: in both places.
    expect(chart.getByRole('button', { name: /سالم/ }).elements()).toHaveLength(2);
    await expect.element(chart.getByText('1814–1890').first()).toBeVisible();
    // A grandmother from outside the family is named, but has no page or ancestors of her own to open.
    await expect.element(chart.getByText('هند حداد')).toBeVisible();
    expect(chart.getByRole('button', { name: /هند/ }).elements()).toHaveLength(0);
    await expect
      .element(chart.getByRole('link', { name: filled(en.tree.pedigree.pageOf, { name: 'خالد' }) }))
      .toHaveAttribute('href', '/family-members/11');
  });

  test('a tap on the father centres the pedigree on him, in an address of its own', async () => {
    const { screen } = openTree('ar', '?view=ancestors&focus=3');
    const shown = await screen;
    await shown.getByRole('button', { name: /جميل/ }).click();
    expect(shown.location()).toBe('/family-tree/1?view=ancestors&focus=2');
    await expect.element(shown.getByRole('heading', { name: filled(ar.tree.pedigree.of, { name: 'جميل' }) })).toBeVisible();
  });

  test('the fan chart has the names in its drawing, and prints', async () => {
    const { screen } = openTree('ar', '?view=fan&focus=3');
    const shown = await screen;
    const fan = shown.getByRole('group', { name: filled(ar.tree.pedigree.of, { name: 'إبراهيم' }) });
    await expect.element(fan).toBeVisible();
    const text = fan.element().textContent ?? '';
    for (const name of ['إبراهيم', 'جميل', 'نور', 'سالم', 'هند حداد', 'خالد']) expect(text).toContain(name);
    await expect.element(shown.getByRole('button', { name: ar.tree.pedigree.print })).toBeVisible();
    // Printed, the page shows its copy of the fan for print, with every name.
    const printed = () => document.querySelector<HTMLElement>('.fan-chart-printed');
    await expect.poll(printed).not.toBeNull();
    await cdp().send('Emulation.setEmulatedMedia', { media: 'print' });
    try {
      await expect.element(page.elementLocator(printed()!)).toBeVisible();
      for (const name of ['إبراهيم', 'جميل', 'نور', 'سالم', 'هند حداد', 'خالد']) expect(printed()!.textContent).toContain(name);
    } finally {
      await cdp().send('Emulation.setEmulatedMedia', { media: '' });
    }
    // A tap on the mother's sector centres the fan on her.
    await fan.getByRole('button', { name: 'نور' }).click();
    expect(shown.location()).toBe('/family-tree/1?view=fan&focus=10');
  });

  test('opened by its address, the pedigree’s code and answer come while the portal starts, and its first render draws it: no loading indicator before', async () => {
    const { screen, calls, firstRender } = await openTreeAtStart('en', '?view=ancestors&focus=3', ANCESTOR_ANSWERS, 'خالد');
    await expect.element(screen.getByText('خالد')).toBeVisible();
    // The ancestors' looks have no search field.
    expect(firstRender).toEqual({ loading: false, showed: true, search: false });
    expect(calls.filter((c) => c.path.startsWith('/api/v1/tree/ancestors/'))).toHaveLength(1);
  });
});
