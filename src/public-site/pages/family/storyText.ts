// A story as a person wrote it, read for the page: paragraphs split at blank lines, and in them the web
// addresses, which the page shows as links. Nothing of the text ever becomes markup.
import { isWebUrl } from '../../../../common/model/webUrl.ts';

export type StoryPiece = { text: string } | { link: string };

const ADDRESS = /https?:\/\/[^\s<>"]+/giu;
// What ends a sentence rather than an address: "see https://example.org." or "…صفد (https://…)،".
const CLOSING = new Set([...'.,;:!?\'"»”’)]،؛؟']);

const count = (text: string, char: string) => text.split(char).length - 1;

/** The address without the punctuation that follows it in the sentence; a parenthesis it opened stays (a wiki's "Safad_(city)"). */
function addressOf(candidate: string): string {
  let link = candidate;
  while (link !== '' && CLOSING.has(link.at(-1)!)) {
    if (link.endsWith(')') && count(link, '(') >= count(link, ')')) break;
    link = link.slice(0, -1);
  }
  return link;
}

function piecesOf(paragraph: string): StoryPiece[] {
  const pieces: StoryPiece[] = [];
  let done = 0;
  for (const match of paragraph.matchAll(ADDRESS)) {
    const link = addressOf(match[0]);
    if (!isWebUrl(link)) continue;
    if (match.index > done) pieces.push({ text: paragraph.slice(done, match.index) });
    pieces.push({ link });
    done = match.index + link.length;
  }
  if (done < paragraph.length) pieces.push({ text: paragraph.slice(done) });
  return pieces;
}

/** The story's paragraphs (a blank line between two), each as its text and its links in order. */
export const storyParagraphs = (story: string): StoryPiece[][] =>
  story
    .split(/\r?\n[^\S\r\n]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map(piecesOf);
