// The orders a family reads its records in: a member's marriages, and brothers and sisters or children by
// their births; a date as remembered sorts by the earliest day it can mean (common/model/partialDate.ts).
import { sortDay } from '../../../common/model/partialDate.ts';

/** A member's partners in the order of their marriages: the undated after the dated, each in the order they were added. */
export const inMarriageOrder = <P extends { id: number; marriageDate?: string | null }>(partners: P[]): P[] =>
  inDateOrder(partners, 'marriageDate');

/** Brothers and sisters, or children, by their births: the undated after the dated, each in the order they were added. */
export const inBirthOrder = <M extends { id: number; birthdate?: string | null }>(members: M[]): M[] => inDateOrder(members, 'birthdate');

/** By the earliest day a date can mean (partialDate.ts), the undated last, then by id. */
function inDateOrder<R extends { id: number }>(records: R[], field: keyof R): R[] {
  const day = (r: R) => (typeof r[field] === 'string' ? (sortDay(r[field]) ?? '\uffff') : '\uffff');
  return [...records].sort((a, b) => (day(a) < day(b) ? -1 : day(a) > day(b) ? 1 : a.id - b.id));
}
