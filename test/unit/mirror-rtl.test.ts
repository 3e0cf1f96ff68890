// The portal's right-to-left step gives the same styles as stylis-plugin-rtl (cssjanus), the yardstick kept for
// this test alone, on every kind of rule cssjanus mirrors, and leaves alone the rules it skips.
import { compile, middleware, prefixer, serialize, stringify, type Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { describe, expect, it } from 'vitest';
import { mirrorRtl } from '../../src/ui/mirrorRtl.ts';

const styled = (css: string, plugin?: Middleware) =>
  serialize(compile(css), middleware([prefixer, ...(plugin ? [plugin] : []), stringify]));

const MIRRORED = [
  '.a{margin-left:8px;}',
  '.a{padding-right:calc(100% - 16px);}',
  '.a{float:left;text-align:right;}',
  '.a{direction:ltr;}',
  '.a{margin:0 8px 0 16px;}',
  '.a{padding:1px 2px 3px 4px !important;}',
  '.a{border-width:1px 2px 3px 4px;}',
  '.a{border-color:red green blue black;}',
  '.a{border-style:solid none dotted dashed;}',
  '.a{border-radius:4px 0 0 4px;}',
  '.a{border-top-left-radius:4px;}',
  '.a{box-shadow:2px 0 4px rgba(0,0,0,0.2);}',
  '.a{text-shadow:-1px 1px red;}',
  '.a{transform:translateX(-100%);}',
  '.a{transform:translate(10px, 0);}',
  '.a{background-position:20% 50%;}',
  '.a{cursor:ne-resize;}',
  '.a{inset-inline-start:0;left:0;}',
  '.MuiDrawer-paperAnchorLeft{right:auto;}',
  '.a .b{margin-left:4px;}',
  '@media (min-width:600px){.a{padding-left:24px;}}',
  '.a{&:hover{margin-right:2px;}}',
  '@keyframes slide{from{left:0;}to{left:100%;}}',
  '.a{/* @noflip */ margin-left:8px;padding-left:4px;}',
  '.a{border-color:rgba(0, 0, 0, 0.1) red #fff blue;}',
  '.a{padding:calc(1px + (2px * 2)) 0 0 4px;}',
  '.a{box-shadow:inset -1px 0 0 red;}',
  '.a{background:url(a.png) 10% 0 no-repeat;}',
  '.a{background-position-x:25%;}',
  '.a{background-position:33.5% 0;}',
  '.a{transition:margin-left 200ms ease;}',
  '.a{transform-origin:top left;}',
  '.a{border-radius:4px 8px / 2px 6px;}',
  '.a{border-radius:1px 2px 3px;}',
  '.a{cursor:w-resize;}',
  '.a{direction:rtl;}',
  '.a{margin-right:-4px;margin-left:8px;}',
  '.a{transform:translate(0, 20px) scale(1);transform-origin:top left;left:0;}',
  '.a::placeholder{margin-left:2px;}',
  '.a:read-only{padding-right:1px;}',
  '.a{user-select:none;margin-left:1px;}',
];

const LEFT_ALONE = [
  '.a{color:#8a3b12;font-size:1rem;}',
  '.a{padding:6px 16px;margin:0 auto;}',
  '.a{display:flex;gap:8px;align-items:center;}',
  '.a{transition:opacity 225ms cubic-bezier(0.4, 0, 0.2, 1) 0ms;}',
  '@media (min-width:600px){.a{padding:0 24px;}}',
  '.a{&:hover{color:red;}}',
  '.a{user-select:none;appearance:none;}',
  '.muirtl-1x2y3z{color:red;}',
  '.a{background-color:rgba(25, 118, 210, 0.04);}',
  '.a{background:#fff;}',
  '.a{border-radius:4px;}',
  '.a{box-shadow:0px 2px 1px -1px rgba(0,0,0,0.2),0px 1px 1px 0px rgba(0,0,0,0.14);}',
  '.a{transform:scale(1);}',
  '.a{background:url(left.png) 0 0;}',
  '.a{min-height:100vh;display:flex;flex-direction:column;}',
  '.a{transform:translateX(calc(50% - 2px));}',
  '.a{margin:0;}',
];

describe('mirrorRtl', () => {
  it.each([...MIRRORED, ...LEFT_ALONE])('styles %s as stylis-plugin-rtl does', (css) => {
    expect(styled(css, mirrorRtl)).toBe(styled(css, rtlPlugin));
  });

  it.each(MIRRORED)('mirrors %s', (css) => {
    expect(styled(css, mirrorRtl)).not.toBe(styled(css));
  });

  it.each(LEFT_ALONE)('leaves %s as written', (css) => {
    expect(styled(css, mirrorRtl)).toBe(styled(css));
  });

  it('mirrors every shadow of a list, where cssjanus mirrors only the first', () => {
    expect(styled('.a{box-shadow:1px 0 red, inset -2px 0 blue;}', mirrorRtl)).toBe('.a{box-shadow:-1px 0 red,inset 2px 0 blue;}');
  });
});
