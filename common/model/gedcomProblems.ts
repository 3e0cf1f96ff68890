// What a GEDCOM file holds that the portal cannot take as it is (server/features/gedcom), said as a code and its
// facts, so that the back office writes it in the reader's language (i18n `gedcom.problem.<code>`).

/** A person or family of the file: the name it gives (when it is a person with one) and its @xref@. */
export type Who = string;

export type GedcomProblem =
  | { code: 'missingRecord'; who: Who; target: string }
  | { code: 'shortened'; who: Who; field: 'name' | 'familyName' | 'phoneNumber' | 'identity' | 'address'; max: number }
  | { code: 'inexactDate'; who: Who; date: string }
  | { code: 'noName'; who: Who }
  /** A picture named by a plain GEDCOM file: a path on the disk of whoever wrote it, which the upload does not hold. */
  | { code: 'pictureOutside'; who: Who; path: string }
  /** A picture the GEDZIP archive does not hold. */
  | { code: 'pictureMissing'; who: Who; path: string }
  /** A picture in the archive that is no image the photo pipeline reads. */
  | { code: 'pictureUnreadable'; who: Who; path: string };
