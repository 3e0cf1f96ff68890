// Writes a GEDCOM 5.5.1 or 7.0 file (UTF-8) from individuals and families. The two versions differ in
// their header (7.0 has no CHAR, no submitter and no CONC) and in how a pointer is written.
import type { ExportQuery } from '../../../common/generated/api.ts';
import gedcomContracts from '../../../schema/api/gedcom.json';
import type { GedFamily, GedFamilyTree, GedIndividual } from './model.ts';
import { gedcomLines } from './lines.ts';

/** The versions the export call offers (schema/api/gedcom.json). */
export type GedcomVersion = NonNullable<ExportQuery['version']>;
export const GEDCOM_VERSIONS = gedcomContracts.definitions.exportQuery.properties.version.enum as readonly GedcomVersion[];

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const headerDate = (d: Date): string => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

function header(version: GedcomVersion, now: Date): string[] {
  const common = ['1 SOUR FAMILY_PORTAL', '2 NAME Family portal', `1 DATE ${headerDate(now)}`];
  if (version === '7.0') return ['0 HEAD', '1 GEDC', '2 VERS 7.0', ...common];
  return [
    '0 HEAD',
    ...common,
    '1 SUBM @U1@',
    '1 GEDC',
    '2 VERS 5.5.1',
    '2 FORM LINEAGE-LINKED',
    '1 CHAR UTF-8',
    '0 @U1@ SUBM',
    '1 NAME Family portal',
  ];
}

function individualLines(person: GedIndividual, conc: boolean): string[] {
  const line = (level: number, tag: string, value: string | null = null) => gedcomLines(level, tag, value, { conc });
  const out = gedcomLines(0, 'INDI', null, { xref: person.xref, conc });
  out.push(...line(1, 'NAME', person.surname ? `${person.given} /${person.surname}/` : person.given), ...line(2, 'GIVN', person.given));
  if (person.surname) out.push(...line(2, 'SURN', person.surname));
  if (person.sex) out.push(...line(1, 'SEX', person.sex));
  const event = (tag: string, date: string | null | undefined, place: string | null | undefined, happened = false) => {
    if (!date && !place && !happened) return;
    // "DEAT Y": the person died, and nothing more is known of it.
    out.push(...line(1, tag, date || place ? null : 'Y'));
    if (date) out.push(...line(2, 'DATE', date));
    if (place) out.push(...line(2, 'PLAC', place));
  };
  event('BIRT', person.birth, person.birthPlace);
  event('DEAT', person.death, person.deathPlace, person.dead);
  event('BURI', null, person.burialPlace);
  if (person.note) out.push(...line(1, 'NOTE', person.note));
  if (person.address || person.phone) {
    out.push(...line(1, 'RESI'));
    if (person.address) out.push(...line(2, 'ADDR', person.address));
    if (person.phone) out.push(...line(2, 'PHON', person.phone));
  }
  if (person.identity) out.push(...line(1, 'IDNO', person.identity), ...line(2, 'TYPE', 'Identity number'));
  if (person.picture) out.push(`1 OBJE @${mediaXref(person)}@`);
  for (const family of person.childOf) out.push(`1 FAMC @${family}@`);
  for (const family of person.spouseOf) out.push(`1 FAMS @${family}@`);
  return out;
}

const mediaXref = (person: GedIndividual): string => `M${person.xref}`;

/** A profile picture's multimedia record (GEDZIP, so 7.0): the file's path inside the archive. */
function mediaLines(person: GedIndividual): string[] {
  return person.picture ? [`0 @${mediaXref(person)}@ OBJE`, `1 FILE ${person.picture.path}`, `2 FORM ${person.picture.type}`] : [];
}

function familyLines(family: GedFamily): string[] {
  const out = [`0 @${family.xref}@ FAM`];
  if (family.husband) out.push(`1 HUSB @${family.husband}@`);
  if (family.wife) out.push(`1 WIFE @${family.wife}@`);
  if (family.marriage) out.push('1 MARR', `2 DATE ${family.marriage}`);
  if (family.divorce) out.push('1 DIV', `2 DATE ${family.divorce}`);
  for (const child of family.children) out.push(`1 CHIL @${child}@`);
  return out;
}

/** The whole file, lines ended by CRLF-free newlines, as every reader accepts. */
export function writeGedcom(tree: GedFamilyTree, version: GedcomVersion, now = new Date()): string {
  const conc = version === '5.5.1';
  const out = header(version, now);
  for (const person of tree.individuals.values()) out.push(...individualLines(person, conc));
  for (const family of tree.families.values()) out.push(...familyLines(family));
  for (const person of tree.individuals.values()) out.push(...mediaLines(person));
  out.push('0 TRLR');
  return `${out.join('\n')}\n`;
}
