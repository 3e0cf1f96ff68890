// The back office's CSV export: translated column names and values, the byte order mark spreadsheet
// programs need for Arabic, quoting, and private columns only in the export of a role that sees them.
import { expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import { entityByResource } from '../../common/model/entities.ts';
import { recordsToCsv } from '../../src/back-office/views/csvExport.ts';
import { entityView } from '../../src/back-office/viewModel.ts';

/** The Arabic texts, looked up as the back office's i18n provider does. */
const translate = (key: string): string => {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], ar);
  if (typeof found !== 'string') throw new Error(`no Arabic text for ${key}`);
  return found;
};

const members = entityByResource('family-members');
const salem = {
  id: 7,
  name: 'سالم',
  fatherName: 'أحمد, "الكبير"',
  familyName: 'ناصر',
  gender: 'male',
  isAlive: 'yes',
  phoneNumber: '0521234567',
  identity: '123456789',
};

test('an Arabic export opens as Arabic: the byte order mark, Arabic column names and values, quoted where needed', () => {
  const csv = recordsToCsv(entityView(members, 'MODERATOR').fields, [salem], translate);
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [header, row] = csv.slice(1).split('\r\n');
  expect(header.split(',')).toContain(translate('resources.family-members.fields.name'));
  expect(row).toContain('سالم');
  expect(row).toContain('"أحمد, ""الكبير"""');
  expect(row).toContain(translate('portal.enum.male'));
  expect(row).not.toMatch(/\bmale\b|\byes\b/);
  expect(row).toContain('0521234567');
});

test("a family member's export has no private column", () => {
  const csv = recordsToCsv(entityView(members, 'BISH').fields, [salem], translate);
  expect(csv).not.toContain('0521234567');
  expect(csv).not.toContain('123456789');
  expect(csv).not.toContain(translate('resources.family-members.fields.phoneNumber'));
});
