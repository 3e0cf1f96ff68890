// A page's record from the server: loading, its failure, and a way to read it again after a change.
import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

interface Answer<T> {
  request: string;
  key: string;
  data?: T;
  error?: unknown;
}

/**
 * `load` is called again when `key` changes (a new id) or on `reload`; an answer for an older request is
 * dropped. `arrived` gives the record when it is already here (asked for early, providers/earlyAnswers.ts):
 * the first render shows it, and nothing is loaded for it.
 */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, key: string, arrived?: () => T | undefined): Loaded<T> {
  const [round, setRound] = useState(0);
  const request = `${key}\u0000${round}`;
  const [answer, setAnswer] = useState<Answer<T> | undefined>(() => {
    const data = arrived?.();
    return data === undefined ? undefined : { request, key, data };
  });
  useEffect(() => {
    if (answer?.request === request) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setAnswer({ request, key, data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ request, key, error });
      },
    );
    return () => controller.abort();
    // `load` is a new function each render; the request says when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const loading = answer?.request !== request;
  // While the same record is read again, the page keeps showing what it has.
  return { data: answer?.key === key ? answer.data : undefined, error: loading ? undefined : answer?.error, loading, reload };
}
