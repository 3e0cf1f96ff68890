// A GEDCOM preview's problem in the reader's language: its code's text with its facts; a shortened field
// by the label the back office gives it.
import type { TranslateFunction } from 'react-admin';
import type { GedcomProblem } from '../../model/gedcomProblems.ts';

export function problemText(translate: TranslateFunction, problem: GedcomProblem): string {
  const facts =
    problem.code === 'shortened'
      ? { ...problem, field: translate(`resources.family-members.fields.${problem.field}`, { _: problem.field }) }
      : problem;
  // The person's name keeps its own direction inside the sentence (Arabic in an English line, and back).
  return translate(`gedcom.problem.${problem.code}`, { ...facts, who: `\u2068${problem.who}\u2069` });
}
