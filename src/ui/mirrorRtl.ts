// The stylis step that mirrors the portal's styles for Arabic and Hebrew, so that components are written once,
// left to right. Each declaration stylis has parsed is turned as cssjanus turns it (the engine of
// stylis-plugin-rtl, which test/unit/mirror-rtl.test.ts keeps as its yardstick): a side named in the property
// or the value, a direction, a resize cursor, four values of a box, a corner radius, a shadow's offset, a
// translation, a background's horizontal percentage. stylis-plugin-rtl writes each rule out, runs two dozen
// regular expressions over it and parses it again; compiling those expressions alone held a phone's first render
// for some 50 ms (bench/tree-canvas.ts). A `/* @noflip */` comment keeps the declaration or the rule after it as written.
import { COMMENT, DECLARATION, RULESET, type Element, type Middleware } from 'stylis';

const NOFLIP = /@noflip/;
/** A number with its unit, as the offsets and percentages that are mirrored are written. */
const QUANTITY = /^-?(?:\d*\.\d+|\d+)(?:[a-z]+|%)?$/i;
/** `left` or `right` as a word of its own, not inside a function's single argument (`url(left.png)`, `var(--left)`). */
const SIDE_WORD = /(^|[^a-zA-Z])(left|right)(?![a-zA-Z])(?![!#$%&*-~]*['"]?\s*\))/g;
const SIDE_IN_PROPERTY = /(^|-)(left|right)(?=-|$)/g;
const RESIZE = /(^|[^a-zA-Z])([ns]?)([ew])-resize/g;
const TRANSLATE = /(translateX?\s*\(\s*)([^,)\s]+)/g;
const FOUR_SIDES = new Set(['margin', 'padding', 'border-width', 'border-color', 'border-style']);

const otherSide = (side: string): string => (side === 'left' ? 'right' : 'left');

/** The offset the other way: `2px` → `-2px`, `-1px` → `1px`; a zero, or what is not a number, as written. */
const flipSign = (value: string): string =>
  !QUANTITY.test(value) || Number.parseFloat(value) === 0 ? value : value.startsWith('-') ? value.slice(1) : `-${value}`;

/**
 * The parts of a value between its separators (runs of the characters `separator` holds) outside parentheses, and
 * the separators themselves: `calc(1px + 2px) 0` is two words, `0 1px red,inset 2px 0 blue` two shadows.
 */
function splitOutside(value: string, separator: RegExp): { parts: string[]; separators: string[] } {
  const parts: string[] = [];
  const separators: string[] = [];
  let depth = 0;
  let part = '';
  let between = '';
  for (const c of value) {
    if (depth === 0 && separator.test(c)) {
      between += c;
      continue;
    }
    if (between && part) {
      parts.push(part);
      separators.push(between);
      part = '';
    }
    between = '';
    if (c === '(') depth++;
    if (c === ')') depth = Math.max(0, depth - 1);
    part += c;
  }
  if (part) parts.push(part);
  return { parts, separators };
}

const joined = (parts: readonly string[], separators: readonly string[]): string =>
  parts.map((p, i) => (i === 0 ? p : separators[i - 1] + p)).join('');

/** The value with `turn` applied to its words, their spacing kept; `turn` gives as many words as it is given. */
function turnedWords(value: string, turn: (words: string[]) => string[]): string {
  const { parts, separators } = splitOutside(value, /\s/);
  return joined(turn(parts), separators);
}

/** Applies `turn` to the value before any `!important`. */
function beforeImportant(value: string, turn: (head: string) => string): string {
  const important = /\s*!important\s*$/i.exec(value);
  return important ? turn(value.slice(0, important.index)) + important[0] : turn(value);
}

/** A corner radius's one to four values, the top-left's and top-right's exchanged. */
function radiusCorners(list: string[]): string[] {
  const [a, b, c, d] = list;
  if (list.length === 4) return [b, a, d, c];
  if (list.length === 3) return [b, a, b, c];
  if (list.length === 2) return [b, a];
  return list;
}

/** A shadow with its horizontal offset, its first length, the other way. */
function shadowOffset(shadow: string): string {
  return turnedWords(shadow, (words) => {
    const at = words.findIndex((w) => QUANTITY.test(w));
    return words.map((w, i) => (i === at ? flipSign(w) : w));
  });
}

/** A background's first position, when it is a percentage, from the other edge: `20%` → `80%`. */
function backgroundPercentage(list: string[]): string[] {
  const at = list.findIndex((w) => QUANTITY.test(w));
  if (at < 0 || !list[at].endsWith('%')) return list;
  const decimals = list[at].includes('.') ? list[at].length - list[at].indexOf('.') - 2 : 0;
  return list.map((w, i) => (i === at ? `${(100 - Number.parseFloat(w)).toFixed(decimals)}%` : w));
}

function mirroredValue(property: string, value: string): string {
  // Most values name no side: a plain look first spares them the longer expressions.
  let turned = /left|right/.test(value) ? value.replace(SIDE_WORD, (_, before: string, side: string) => before + otherSide(side)) : value;
  if (turned.includes('-resize'))
    turned = turned.replace(RESIZE, (_, before: string, ns: string, ew: string) => `${before}${ns}${ew === 'e' ? 'w' : 'e'}-resize`);
  if (property === 'direction')
    turned = turned.replace(/^(\s*)(ltr|rtl)\b/i, (_, space: string, d: string) => space + (d === 'ltr' ? 'rtl' : 'ltr'));
  if (FOUR_SIDES.has(property))
    turned = beforeImportant(turned, (head) => turnedWords(head, (w) => (w.length === 4 ? [w[0], w[3], w[2], w[1]] : w)));
  // The horizontal radii, and the vertical ones after a slash, each of the corners exchanged.
  if (property === 'border-radius')
    turned = beforeImportant(turned, (head) =>
      head
        .split('/')
        .map((radii) => radiusCorners(radii.trim().split(/\s+/)).join(' '))
        .join('/'),
    );
  if (property === 'box-shadow' || property === 'text-shadow') {
    const { parts, separators } = splitOutside(turned, /,/);
    turned = joined(parts.map(shadowOffset), separators);
  }
  if (property === 'transform') turned = turned.replace(TRANSLATE, (_, call: string, offset: string) => call + flipSign(offset));
  if (property === 'background' || property === 'background-position' || property === 'background-position-x')
    turned = beforeImportant(turned, (head) => turnedWords(head, backgroundPercentage));
  return turned;
}

/** The declaration as it reads right to left: a new element, since stylis's prefixer may serialize copies of the rule that share its children. */
function mirroredDeclaration(declaration: Element): Element {
  const property = declaration.props as string;
  const value = declaration.children as string;
  const side = /left|right/.test(property)
    ? property.replace(SIDE_IN_PROPERTY, (_, dash: string, s: string) => dash + otherSide(s))
    : property;
  const turned = mirroredValue(side, value);
  if (side === property && turned === value) return declaration;
  return { ...declaration, props: side, children: turned, value: `${side}:${turned};`, length: side.length };
}

const isNoFlip = (element: Element | undefined): boolean => element?.type === COMMENT && NOFLIP.test(element.value);

export const mirrorRtl: Middleware = (element, index, siblings) => {
  if (element.type !== RULESET || isNoFlip(siblings[index - 1]) || !Array.isArray(element.children)) return;
  element.children = element.children.map((child, i, children) =>
    child.type === DECLARATION && !isNoFlip(children[i - 1]) ? mirroredDeclaration(child) : child,
  );
};
