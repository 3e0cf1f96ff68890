// A file's size as a reader says it: "48 kB" below a megabyte, "12.5 MB" from there, in the locale's
// digits and unit names (a 48 KB photo is not "0.0 MB").
const MEGABYTE = 1024 * 1024;

export function fileSize(bytes: number, locale: string): string {
  const [value, unit] = bytes < MEGABYTE ? [bytes / 1024, 'kilobyte'] : [bytes / MEGABYTE, 'megabyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
