// The mark between the generations of a line written root first ("Sami ← Jamil"): it points the way the
// line is read, left in Arabic and Hebrew, right in English. Arrows and not angle quotes: ‹ and › are
// bidi-mirrored characters, and browsers disagree on drawing them mirrored in right-to-left text
// (Chromium does not), whereas ← and → have no mirror and are drawn as written everywhere.
export const lineSeparator = (dir: 'rtl' | 'ltr'): string => (dir === 'rtl' ? '←' : '→');
