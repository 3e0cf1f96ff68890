// Intl date formatters are slow to make (milliseconds each on a phone, so ten news cards took 80 ms of
// their first render) and cheap to reuse: one per locale and options, made when first asked for.
const made = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) made.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
