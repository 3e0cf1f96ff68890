// A setting of the profile saved as soon as it is changed (the news by mail, the reminders): what the server
// holds, the choice shown meanwhile, and whether the last save went through. A save the server refuses puts
// the setting back to what the server still holds.
import { useState } from 'react';
import { useLoaded } from './useLoaded.ts';

export interface SavedChoice<T> {
  /** The choice to show: the last one made, else the server's; undefined while loading. */
  shown: T | undefined;
  save: (next: T) => Promise<void>;
  saved: boolean;
  /** Why loading or the last save failed. */
  failure: unknown;
}

export function useSavedChoice<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  store: (choice: T) => Promise<T>,
): SavedChoice<T> {
  const loaded = useLoaded(load, key);
  const [choice, setChoice] = useState<T>();
  const [outcome, setOutcome] = useState<{ saved: true } | { error: unknown }>();
  const shown = choice ?? loaded.data;

  const save = async (next: T) => {
    const before = shown;
    setChoice(next);
    setOutcome(undefined);
    try {
      setChoice(await store(next));
      setOutcome({ saved: true });
    } catch (error) {
      setChoice(before);
      setOutcome({ error });
    }
  };

  return {
    shown,
    save,
    saved: outcome !== undefined && 'saved' in outcome,
    failure: outcome && 'error' in outcome ? outcome.error : loaded.error,
  };
}
