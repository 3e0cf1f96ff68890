// The lists' CSV export as a volunteer admin opens it in a spreadsheet: column names and values in the
// reader's language, a UTF-8 byte order mark (without it spreadsheet programs read Arabic and Hebrew as
// gibberish), and only the columns of the reader's view, so private ones go only to roles that see them.
import type { PropertyView } from '../viewModel.ts';

type Translate = (key: string) => string;

/** Pictures and nested lists have no useful cell. */
const exported = (fields: PropertyView[]): PropertyView[] => fields.filter((f) => f.kind !== 'image' && f.kind !== 'list');

function cellText(field: PropertyView, value: unknown, translate: Translate): string {
  if (value === null || value === undefined) return '';
  if (field.schema.enum) return translate(`portal.enum.${String(value)}`);
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (Array.isArray(value))
    return value.map((v) => (typeof v === 'object' && v !== null && 'name' in v ? String(v.name) : String(v))).join(', ');
  return String(value);
}

const quoted = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The CSV text of the records as the view shows them (RFC 4180 quoting, CRLF line ends). */
export function recordsToCsv(fields: PropertyView[], records: ReadonlyArray<Record<string, unknown>>, translate: Translate): string {
  const columns = exported(fields);
  const lines = [
    columns.map((f) => quoted(translate(f.label))),
    ...records.map((record) => columns.map((f) => quoted(cellText(f, record[f.source], translate)))),
  ];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}
