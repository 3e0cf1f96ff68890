// Saving the tree: the SVG holds the members in view with their names (escaped, in their own
// direction) and leaves the rest out, the whole tree's poster holds everyone shown, and the PNG's scale
// keeps it within a phone's canvas limit.
import { describe, expect, test } from 'vitest';
import type { TreeColumns } from '../../common/model/compactTree.ts';
import { MAX_PNG_PIXELS, pngScale, treeSvg, wholeFrame, type ExportFrame } from '../../src/public-site/pages/tree/exportTree.ts';
import { descendantCounts, hiddenBy } from '../../src/public-site/pages/tree/folding.ts';
import { CARD_WIDTH, indexTree } from '../../src/public-site/pages/tree/spatialIndex.ts';
import { layoutTree } from '../../src/public-site/pages/tree/treeLayout.ts';

const TREE: TreeColumns = {
  version: 1,
  ids: [1, 2, 3, 4],
  parents: [-1, 0, 0, 2],
  names: ['سامي', 'Tom & "Jerry"', 'Far <away>', 'Deep'],
  genders: 'mmfm',
  born: [1900, 0, 0, 1990],
  mothers: [0, 0, 0, 0],
  x: [0, -10, 500, 500],
};
const layout = layoutTree(TREE, false);
const palette = { male: '#00f', female: '#f0f', line: '#999', card: '#fff', background: '#eee', text: '#000', focus: '#fa0', mark: '#0a0' };

function frame(k: number, folded: number[] = []): ExportFrame {
  return {
    layout,
    index: indexTree(layout),
    // The root at (400, 100) on an 800 × 600 canvas: the member 50 sibling distances away is off it.
    transform: { x: 400, y: 100, k },
    width: 800,
    height: 600,
    focus: 0,
    marked: [1],
    palette,
    year: String,
    folding: { folded: new Set(folded), below: descendantCounts(layout) },
  };
}

describe('the SVG', () => {
  test('names the members in view, escaped, and only them', () => {
    const svg = treeSvg(frame(1));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('>سامي</text>');
    expect(svg).toContain('direction="rtl"');
    expect(svg).toContain('Tom &#38; &#34;Jerry&#34;');
    expect(svg).not.toContain('Far');
    expect(svg).not.toContain('Deep');
    // Cards at this zoom, with the birth year; the marked line in its colour.
    expect(svg).toContain('<rect');
    expect(svg).toContain('>1900</text>');
    expect(svg).toContain('stroke="#0a0"');
  });

  test('far out, dots with names; a folded member says how many it hides', () => {
    const svg = treeSvg(frame(0.05, [2]));
    expect(svg).toContain('<circle');
    expect(svg).toContain('Far &#60;away&#62; (+1)');
  });
});

test('the whole tree shown is a poster of cards: everyone the tree shows, on screen or not, none a fold hides', () => {
  const folded = new Set([2]);
  const shown = { ...frame(0.05, [2]), index: indexTree(layout, hiddenBy(layout, folded)) };
  const svg = treeSvg(wholeFrame(shown));
  for (const name of ['>سامي</text>', 'Tom &#38; &#34;Jerry&#34;', 'Far &#60;away&#62; (+1)', '>1900</text>']) expect(svg).toContain(name);
  expect(svg).not.toContain('Deep');
  expect(svg).not.toContain('<circle');
  // As wide as the cards at both ends, 51 sibling distances apart.
  const width = Number(/ width="([\d.]+)"/.exec(svg)![1]);
  expect(width).toBeGreaterThan(layout.x[2] - layout.x[1] + CARD_WIDTH);
});

test('the PNG is drawn at twice the screen, less when that passes the pixel limit', () => {
  expect(pngScale(400, 800)).toBe(2);
  const big = pngScale(5000, 4000);
  expect(big).toBeLessThan(1);
  expect(5000 * big * 4000 * big).toBeLessThanOrEqual(MAX_PNG_PIXELS + 1);
});
