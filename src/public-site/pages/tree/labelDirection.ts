// A canvas label is laid out by the browser's bidi and shaping engine, but its base direction comes
// from ctx.direction: an Arabic or Hebrew name needs 'rtl' there, or its trailing punctuation and any
// digits land on the wrong side.
const STRONG_RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const STRONG_LTR = /[A-Za-z\u00c0-\u024f]/;

/** The base direction of a label from its first strong character. */
export function labelDirection(text: string): CanvasDirection {
  for (const ch of text) {
    if (STRONG_RTL.test(ch)) return 'rtl';
    if (STRONG_LTR.test(ch)) return 'ltr';
  }
  return 'ltr';
}
