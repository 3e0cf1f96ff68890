// The start of a notice's text on its card: cut at a word, never inside one, with one ellipsis; the
// punctuation the cut left hanging (a full stop, the author's own "...") goes, so "...." never shows.
const HANGING = /[\s.,;:!?،؛…\-–—]+$/u;

export function excerpt(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const head = trimmed.slice(0, max + 1);
  // The last space within reach ends the last whole word; one long word is cut where it must be.
  const lastSpace = head.search(/\s\S*$/u);
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : head.slice(0, max);
  return `${cut.replace(HANGING, '')}…`;
}

/** A notice's text: its content and description, the description left out where it repeats the content. */
export const noticeText = (content: string | null | undefined, description: string | null | undefined): string =>
  [...new Set([content?.trim(), description?.trim()].filter((part): part is string => Boolean(part)))].join('\n');
