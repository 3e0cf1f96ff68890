// Dates of a GEDCOM file as the portal's wire text: Gregorian ones as written (a day, a month, a year,
// qualified by ABT, BEF, AFT, BET … AND), Hebrew, Hijri and Julian days as their Gregorian day (checked
// against published tables); what the portal cannot keep is left out. The export writes them back.
import { expect, test } from 'vitest';
import { fromGedcomDate, toGedcomDate } from '../../server/features/gedcom/dates.ts';

test.each([
  ['5 MAR 1950', '05-03-1950'],
  ['@#DGREGORIAN@ 29 FEB 2024', '29-02-2024'],
  // Passover 1970; Rosh Hashanah 5785; 5784 is a leap year: Adar I and Adar II; 5783 a common one.
  ['@#DHEBREW@ 15 NSN 5730', '21-04-1970'],
  ['HEBREW 1 TSH 5785', '03-10-2024'],
  ['@#DHEBREW@ 1 ADR 5784', '10-02-2024'],
  ['@#DHEBREW@ 1 ADS 5784', '11-03-2024'],
  ['@#DHEBREW@ 1 ADR 5783', '22-02-2023'],
  ['@#DHEBREW@ 29 ELL 5784', '02-10-2024'],
  // The tabular (civil) Hijri calendar, as its arithmetic gives it: Umm al-Qura, by sighting, began 1446 a day earlier.
  ['HIJRI 1 RAMAD 1445', '11-03-2024'],
  ['HIJRI 1 MUHAR 1446', '08-07-2024'],
  ['@#DHIJRI@ 12 RAJAB 1400', '27-05-1980'],
  // The first day of the calendar: 16 July 622 of the Julian calendar, 19 July in the Gregorian the portal counts in.
  ['HIJRI 1 MUHAR 1', '19-07-0622'],
  ['HIJRI 29 DHUAH 1500', '16-11-2077'],
  // The Julian calendar: the eve of the Gregorian reform; Newton's birth; Washington's (1731/32 in the old
  // style's year); a Julian leap day of a year the Gregorian has none; the day the Hijri calendar starts.
  ['@#DJULIAN@ 4 OCT 1582', '14-10-1582'],
  ['@#DJULIAN@ 25 DEC 1642', '04-01-1643'],
  ['JULIAN 11 FEB 1732', '22-02-1732'],
  ['@#DJULIAN@ 29 FEB 1700', '11-03-1700'],
  ['@#DJULIAN@ 16 JUL 622', '19-07-0622'],
])('%s is %s', (gedcom, portal) => {
  expect(fromGedcomDate(gedcom)).toBe(portal);
});

test.each([
  ['ABT 1900', 'ABT 1900'],
  ['CAL 1900', 'ABT 1900'],
  ['EST 5 MAR 1900', 'ABT 05-03-1900'],
  ['MAR 1950', '03-1950'],
  ['1950', '1950'],
  ['BEF 1950', 'BEF 1950'],
  ['aft 12 jun 1901', 'AFT 12-06-1901'],
  ['BET 1945 AND MAR 1950', 'BET 1945 AND 03-1950'],
  ['BET @#DJULIAN@ 25 DEC 1642 AND 1650', 'BET 04-01-1643 AND 1650'],
])('%s is kept as %s', (gedcom, portal) => {
  expect(fromGedcomDate(gedcom)).toBe(portal);
});

test.each([
  ['25-03-1948', '25 MAR 1948'],
  ['03-1948', 'MAR 1948'],
  ['1948', '1948'],
  ['ABT 1948', 'ABT 1948'],
  ['BEF 03-1950', 'BEF MAR 1950'],
  ['AFT 01-01-1900', 'AFT 1 JAN 1900'],
  ['BET 1945 AND 1950', 'BET 1945 AND 1950'],
])('the portal’s %s is written %s, and read back the same', (portal, gedcom) => {
  expect(toGedcomDate(portal)).toBe(gedcom);
  expect(fromGedcomDate(gedcom)).toBe(portal);
});

test.each([
  'FROM 1900 TO 1910',
  'INT 1900 (as the register says)',
  '(the year of the great snow)',
  'BET 1950 AND 1945',
  'ABT',
  '31 FEB 1950',
  '@#DHEBREW@ NSN 5730',
  '@#DHEBREW@ 1 ADS 5783', // a common year has no Adar II
  '@#DHEBREW@ 30 XYZ 5730',
  'HIJRI 1 MUHARRAM 1390', // a month GEDCOM does not name
  '@#DJULIAN@ 29 FEB 1701', // not a leap year
  '@#DJULIAN@ ABT 1700',
])('%s is not a date the portal can keep', (gedcom) => {
  expect(fromGedcomDate(gedcom)).toBeNull();
});
