// What a GEDCOM file holds that the portal cannot take as it is (server/features/gedcom), said as a code and its
// facts, so that the back office writes it in the reader's language (i18n `gedcom.problem.<code>`).
// The preview answers them: their contract is `gedcom#/definitions/problem` in schema/api/gedcom.json.
export type { GedcomProblem, GedcomWho as Who } from '../generated/api.ts';
