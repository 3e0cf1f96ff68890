// How long a person's full name is, as people count it: by its letters. The space inside a compound
// name ("عبد الرحمن", "آل ناصر"), a hyphen or apostrophe ("Jean-Pierre", "O'Neil"), the invisible
// joiners of Arabic and Hebrew typing (ZWJ, ZWNJ), the vowel marks of a vowelled name ("مُحَمَّد") and the
// tatweel that only stretches a letter ("محـمد") are part of how the name is written, not of its length.
// The registration rule (`x-letters` in schema/forms/register.json) counts with it on the server and in
// the browser alike.

/** Arabic tatweel (kashida): a Unicode letter by category, but only a stroke that lengthens its neighbour. */
const TATWEEL = /\u0640/gu;

const LETTER = /\p{L}/gu;

export const nameLetters = (name: string): number => name.replace(TATWEEL, '').match(LETTER)?.length ?? 0;
