// What to offer under a field as the reader types: asked for once the typing pauses, the answer to an
// older text dropped. Nothing is asked for a value the field was given (a record being edited), only for
// what the reader types.
import { useEffect, useState } from 'react';

/** The values the server offers for what was typed so far. */
export type Suggest = (typed: string, signal: AbortSignal) => Promise<readonly string[]>;

export const TYPING_PAUSE_MS = 300;

export function useSuggestions(typed: string | undefined, suggest: Suggest): readonly string[] {
  const [offered, setOffered] = useState<readonly string[]>([]);
  const text = typed?.trim() ?? '';
  useEffect(() => {
    if (text === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggest(text, controller.signal).then(setOffered, () => {
        // Suggestions are a help: without them the reader types the place in full.
      });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, suggest]);
  // While the next answer is on its way the last one stays, so the list does not blink at each letter.
  return text === '' ? [] : offered;
}
