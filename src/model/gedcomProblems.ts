// What a GEDCOM file holds that the portal cannot take as it is (server/gedcom), said as a code and its
// facts, so that the back office writes it in the reader's language (i18n `gedcom.problem.<code>`).

/** A person or family of the file: the name it gives (when it is a person with one) and its @xref@. */
export type Who = string;

export type GedcomProblem =
  | { code: 'missingRecord'; who: Who; target: string }
  | { code: 'shortened'; who: Who; field: 'name' | 'familyName' | 'phoneNumber' | 'identity' | 'address'; max: number }
  | { code: 'inexactDate'; who: Who; date: string }
  | { code: 'noName'; who: Who };
