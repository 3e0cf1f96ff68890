// The whole-family drawing as a family member uses it: keyboard shortcuts explained where there is a
// keyboard (a mouse or touchpad computer) and not on a touch screen, and "How are we related?" saying
// at each step what to do, above the drawing, until the answer is there.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import en from '../../i18n/en.json';
import { packTree, type TreeColumns } from '../../common/model/compactTree.ts';
import { withTexts } from '../../src/ui/i18n/withTexts.tsx';
import { layoutTree } from '../../src/public-site/pages/tree/treeLayout.ts';
import { TREE_TEXTS } from '../../src/public-site/pages/tree/treeTexts.ts';
import { TreeViewer } from '../../src/public-site/pages/tree/TreeViewer.tsx';
import { FIRST_FRAME_MARK } from '../../src/public-site/pages/tree/firstFrame.ts';
import { filled, renderPortal, signedIn, stubApi } from './render.tsx';
import { openTreeAtStart } from './tree-page.tsx';

// Yusuf, his sons Ahmad and Omar, and Ahmad's son Sami.
const TREE: TreeColumns = {
  version: 1,
  ids: [1, 2, 3, 4],
  parents: [-1, 0, 0, 1],
  names: ['Yusuf', 'Ahmad', 'Omar', 'Sami'],
  genders: 'mmmm',
  born: [1920, 1950, 1952, 1980],
  mothers: [0, 0, 0, 0],
  x: [0, -10, 10, -10],
};
const layout = layoutTree(TREE, false);

const Viewer = withTexts(TREE_TEXTS, () => <TreeViewer layout={layout} initial={{ focusId: 1, folded: [] }} onViewChange={() => {}} />);

async function openTree() {
  const user = signedIn('BISH');
  stubApi({ 'GET /api/auth/users/session': user });
  const screen = await renderPortal(<Viewer />, { lang: 'en', user, path: '/family-tree/1?view=all' });
  await expect.element(screen.getByTestId('tree-canvas')).toBeVisible();
  return screen;
}

/** Makes the page a touch screen's, as a phone's browser reports it: (pointer: coarse), (hover: none). */
const touchScreen = (enabled: boolean) => cdp().send('Emulation.setTouchEmulationEnabled', { enabled, maxTouchPoints: 5 });

describe('the keyboard shortcuts under the drawing', () => {
  afterEach(() => touchScreen(false));

  test('are shown on a computer with a mouse, beside what touch and mouse do', async () => {
    const screen = await openTree();
    await expect.element(screen.getByText(en.tree.help)).toBeVisible();
    await expect.element(screen.getByText(en.tree.keys)).toBeVisible();
  });

  test('are not shown on a touch screen, where only what fingers do is', async () => {
    await touchScreen(true);
    expect(matchMedia('(hover: hover) and (pointer: fine)').matches).toBe(false);
    const screen = await openTree();
    await expect.element(screen.getByText(en.tree.help)).toBeVisible();
    await expect.element(screen.getByText(en.tree.keys)).not.toBeVisible();
    // Still what the drawing's description reads to a screen reader with a keyboard.
    await expect.element(screen.getByTestId('tree-canvas')).toHaveAccessibleDescription(expect.stringContaining(en.tree.keys));
  });
});

describe('how are we related', () => {
  const guide = () => document.querySelector<HTMLElement>('[data-testid=tree-kin-guide]');
  // A laptop's short screen: the panel's buttons are well below the top of the drawing.
  beforeEach(() => page.viewport(1280, 600));
  afterEach(() => page.viewport(1280, 900));

  test('says what to do at each step, in sight, and then the answer', async () => {
    const screen = await openTree();
    expect(guide()).toBeNull();
    await screen.getByRole('button', { name: en.tree.kin.choose.first }).click();

    const banner = screen.getByTestId('tree-kin-guide');
    await expect.element(banner).toHaveTextContent(filled(en.tree.kin.guide.step, { step: 1, steps: 2 }));
    await expect.element(banner).toHaveTextContent(en.tree.kin.guide.first);
    await expect.element(banner).toBeInViewport();
    // The page went up from the button to the guide, whose place is above the drawing: it covers none of it.
    await expect.element(screen.getByTestId('tree-canvas')).toBeInViewport({ ratio: 0.5 });
    const top = (testId: string) => document.querySelector(`[data-testid=${testId}]`)!.getBoundingClientRect();
    expect(top('tree-canvas').top).toBeGreaterThanOrEqual(top('tree-kin-guide').bottom);
    await expect.element(banner.getByRole('button', { name: en.tree.kin.cancel })).toBeVisible();

    // The keyboard is on Yusuf: Enter takes him, and the guide goes on to the second person by itself.
    screen.getByTestId('tree-canvas').element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(banner).toHaveTextContent(filled(en.tree.kin.guide.step, { step: 2, steps: 2 }));
    await expect.element(banner).toHaveTextContent(en.tree.kin.guide.second);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const answer = screen.getByTestId('tree-kin').element().textContent!;
    expect(answer).toContain('Sami');
    await expect.element(banner).toHaveTextContent(answer);
    await banner.getByRole('button', { name: en.tree.kin.close }).click();
    expect(guide()).toBeNull();
  });

  test('cancelling stops choosing and takes the instruction away', async () => {
    const screen = await openTree();
    await screen.getByRole('button', { name: en.tree.kin.choose.second }).click();
    const banner = screen.getByTestId('tree-kin-guide');
    await expect.element(banner).toHaveTextContent(en.tree.kin.guide.second);
    await banner.getByRole('button', { name: en.tree.kin.cancel }).click();
    expect(guide()).toBeNull();
    await expect.element(screen.getByRole('button', { name: en.tree.kin.choose.second })).toBeVisible();
  });
});

describe('what lies below the drawing', () => {
  test('comes once the drawing is shown: the first frame does not wait for its buttons', async () => {
    // A page marks the tree's first frame once; this one is made afresh.
    performance.clearMarks(FIRST_FRAME_MARK);
    const saving = () => document.querySelector(`section[aria-label="${en.tree.export.title}"]`);
    const atFirstFrame: boolean[] = [];
    const mark = performance.mark.bind(performance);
    const marking = vi.spyOn(performance, 'mark').mockImplementation((name, options) => {
      if (name === FIRST_FRAME_MARK) atFirstFrame.push(saving() !== null);
      return mark(name, options);
    });
    try {
      const screen = await openTree();
      await expect.element(screen.getByRole('region', { name: en.tree.export.title })).toBeVisible();
      await expect.element(screen.getByRole('button', { name: en.tree.kin.choose.second })).toBeVisible();
      expect(atFirstFrame).toEqual([false]);
    } finally {
      marking.mockRestore();
    }
  });
});

describe('the drawing opened by its address', () => {
  test('its code and the tree come while the portal starts, and its first render draws it: no loading indicator before', async () => {
    const { screen, calls, firstRender } = await openTreeAtStart('en', '?view=all', { 'GET /api/v1/tree/:id': packTree(TREE) }, 'Yusuf');
    await expect.element(screen.getByTestId('tree-canvas')).toBeVisible();
    expect(firstRender).toEqual({ loading: false, showed: true, search: true });
    expect(calls.filter((c) => c.path === '/api/v1/tree/1')).toHaveLength(1);
  });
});
