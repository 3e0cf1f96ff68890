// A session's device as its owner knows it ("Chrome, Android"), read from the browser's User-Agent: the
// names of browsers and systems are the same in every language, so the server says them.
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  // Before Chrome: these browsers name Chrome (and Safari) in their User-Agent too.
  [/EdgA?\/|EdgiOS\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\/|OPiOS\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  // Before Linux and macOS, which Android's and the iPhone's User-Agents name too.
  [/Android/, 'Android'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (table: ReadonlyArray<[RegExp, string]>, text: string): string | undefined =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/** The browser and system of a User-Agent; null when it names neither. */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const named = [first(BROWSERS, userAgent), first(SYSTEMS, userAgent)].filter((part) => part !== undefined);
  return named.length > 0 ? named.join(', ') : null;
}
