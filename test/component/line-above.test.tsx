// The line of fathers above the tree's centre: the way up to the first ancestor, read the way the page is
// read; a long line shortened to its first ancestor and last three fathers until the reader asks for it whole.
import { userEvent } from 'vitest/browser';
import { describe, expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { LineAbove as Line } from '../../src/public-site/pages/tree/LineAbove.tsx';
import { TREE_TEXTS } from '../../src/public-site/pages/tree/treeTexts.ts';
import { withTexts } from '../../src/ui/i18n/withTexts.tsx';
import { createPortalTheme } from '../../src/ui/theme.ts';
import { hexToRgb } from '@mui/material/styles';
import { renderPortal } from './render.tsx';

const LineAbove = withTexts(TREE_TEXTS, Line);
const LINE = ['سالم', 'جميل', 'إبراهيم', 'يوسف', 'كريم', 'ماجد', 'رامي'].map((name, i) => ({ id: i + 1, name }));

describe('the line of fathers above the centre', () => {
  test('a line of seven shows the first ancestor, a way to the rest, and the last three; a tap shows it whole and goes on from the second', async () => {
    const centred: number[] = [];
    const screen = await renderPortal(<LineAbove line={LINE} onCentre={(id) => centred.push(id)} />, { lang: 'ar' });
    const line = screen.getByRole('navigation', { name: ar.tree.focus.line });
    await expect.element(line).toBeVisible();
    expect(line.element().textContent).toBe('سالم←…←كريم←ماجد←رامي');
    await line.getByRole('button', { name: ar.tree.focus.showLine }).click();
    expect(line.element().textContent).toBe(LINE.map((p) => p.name).join('←'));
    expect(document.activeElement?.textContent).toBe('جميل');
    await userEvent.keyboard('{Enter}');
    expect(centred).toEqual([2]);
  });

  test('a line of five is shown whole; each name moves the centre to that father', async () => {
    const centred: number[] = [];
    const screen = await renderPortal(<LineAbove line={LINE.slice(0, 5)} onCentre={(id) => centred.push(id)} />, { lang: 'en' });
    const line = screen.getByRole('navigation', { name: en.tree.focus.line });
    await expect.element(line).toBeVisible();
    expect(line.element().textContent).toBe(
      LINE.slice(0, 5)
        .map((p) => p.name)
        .join('→'),
    );
    expect(line.getByRole('button', { name: en.tree.focus.showLine }).query()).toBeNull();
    await line.getByRole('button', { name: 'إبراهيم' }).click();
    expect(centred).toEqual([3]);
  });

  test("it stays at the top on the page's own background, its names in the theme's colour", async () => {
    const { palette } = createPortalTheme('rtl');
    const screen = await renderPortal(<LineAbove line={LINE.slice(0, 2)} onCentre={() => {}} />, { lang: 'ar' });
    await expect.element(screen.getByRole('navigation', { name: ar.tree.focus.line })).toBeVisible();
    const line = screen.getByRole('navigation', { name: ar.tree.focus.line }).element();
    expect(getComputedStyle(line).position).toBe('sticky');
    expect(getComputedStyle(line).backgroundColor).toBe(hexToRgb(palette.background.default));
    const name = screen.getByRole('button', { name: 'سالم' }).element();
    expect(getComputedStyle(name).color).toBe(hexToRgb(palette.primary.main));
  });
});
