// A GEDCOM preview's problem in the reader's language: its code's text with its facts; a shortened field,
// or a date left out, by the label the back office gives it (a member's, else a partner's); a line set straight
// by its number and how many like it the file had.
import type { TranslateFunction } from 'react-admin';
import type { GedcomProblem } from '../../../common/model/gedcomProblems.ts';
import { isolate } from '../../../common/model/bidi.ts';

export function problemText(translate: TranslateFunction, problem: GedcomProblem): string {
  const label = (field: string) =>
    translate(`resources.family-members.fields.${field}`, { _: translate(`resources.family-partners.fields.${field}`, { _: field }) });
  // A shortened field counts the characters it kept.
  const facts =
    'field' in problem ? { ...problem, field: label(problem.field), ...('max' in problem && { smart_count: problem.max }) } : problem;
  // The person's name and a picture's path keep their own direction inside the sentence (Arabic in an
  // English line, a Latin path in an Arabic one).
  return translate(`gedcom.problem.${problem.code}`, {
    ...facts,
    ...('who' in problem ? { who: isolate(problem.who) } : {}),
    ...('path' in problem ? { path: isolate(problem.path) } : {}),
  });
}
