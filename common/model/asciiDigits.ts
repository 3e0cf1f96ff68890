// Arabic phone keyboards often type Arabic-Indic digits (٠١٢…٩, or the Persian ۰۱۲…۹). Phone numbers
// and SMS codes are ASCII digits for the server and the SMS gateway, so number fields turn them into
// 0 to 9 as they are typed.
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

export const asciiDigits = (text: string): string =>
  // Both ranges end in the digit's value: U+0660 and U+06F0 are 0, U+0669 and U+06F9 are 9.
  text.replace(ARABIC_INDIC_DIGIT, (digit) => String(digit.charCodeAt(0) & 0xf));
