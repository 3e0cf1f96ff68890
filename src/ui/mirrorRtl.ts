// The stylis step that mirrors the portal's styles for Arabic and Hebrew. stylis-plugin-rtl writes
// each rule out, runs it through cssjanus (two dozen regular expressions) and parses the result again;
// most rules have nothing to mirror (a colour, a font, `padding: 6px 16px`), and on a phone that work
// was a tenth of the first start. Rules are handed to the plugin only when they hold something
// cssjanus changes, so what reaches the page is the same, sooner.
import { COMMENT, compile, DECLARATION, middleware, serialize, stringify, type Element, type Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** One value of a declaration: a word, a number, a colour, or a function such as `calc(…)` or `rgba(…)`. */
const VALUE = String.raw`(?:[^\s;}()]+|[\w-]*\([^;}]*?\))`;
const FOUR_VALUES = String.raw`\s*:\s*${VALUE}\s+${VALUE}\s+${VALUE}\s+${VALUE}`;

/**
 * Holds for every rule cssjanus would change (its patterns, each widened): a side named anywhere
 * (`left`, `margin-right`), a direction, a resize cursor, a translation, a text shadow, a box shadow
 * not starting at 0, a corner radius of several values, a background position in percent, or four
 * values of margin, padding, border width, colour or style. It may hold for a rule that comes out
 * unchanged (`margin: 0 auto 0 auto`); such a rule just takes the plugin's longer road.
 */
const MAY_MIRROR = new RegExp(
  [
    'left|right|direction\\s*:|resize|translate|text-shadow',
    String.raw`box-shadow\s*:\s*(?:inset\s*)?(?:-|[\d.]*[1-9]|inherit|auto)`,
    String.raw`border-radius\s*:\s*[^;}\s]+[\s/]`,
    String.raw`background(?:-position(?:-x)?)?\s*:[^;}]*%`,
    `(?:margin|padding|border-width|-color|border-style)${FOUR_VALUES}`,
  ].join('|'),
  'i',
);

function mayMirror(element: Element): boolean {
  const selectors = Array.isArray(element.props) ? element.props.join(',') : element.props;
  return (
    MAY_MIRROR.test(element.value) || MAY_MIRROR.test(selectors) || (Array.isArray(element.children) && element.children.some(mayMirror))
  );
}

export const mirrorRtl: Middleware = (element, index, children, callback) => {
  if (element.type === DECLARATION || element.type === COMMENT || !mayMirror(element)) return;
  return rtlPlugin(element, index, children, callback);
};

/**
 * Mirrors one rule, so that cssjanus's patterns are compiled (on a phone, some 50 ms the first time)
 * while a page's records are on their way, instead of inside the portal's first render.
 */
export function prepareMirroring(): void {
  serialize(compile('.a{margin-left:0}'), middleware([mirrorRtl, stringify]));
}
