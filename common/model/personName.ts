// A partner or a mother named as the family writes a wife: her name and her own family name ("أمل المصري").
export const nameWithFamily = (person: { name: string; familyName?: string | null }): string =>
  [person.name, person.familyName].filter(Boolean).join(' ');

/** A member as the directory names them: the name with the father's, the grandfather's and the family name. */
export const directoryName = (member: {
  name: string;
  fatherName?: string | null;
  grandfatherName?: string | null;
  familyName?: string | null;
}): string =>
  [member.name, member.fatherName, member.grandfatherName, member.familyName].filter((part) => part && part.trim() !== '').join(' ');
