// A partner or a mother named as the family writes a wife: her name and her own family name ("أمل المصري").
export const nameWithFamily = (person: { name: string; familyName?: string | null }): string =>
  [person.name, person.familyName].filter(Boolean).join(' ');
