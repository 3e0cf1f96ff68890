// Reads a page asks for as its module loads, before its first render (on a phone that render comes
// hundreds of milliseconds later): the page's own read of the same address takes the answer once, if
// it is a few seconds old at most; any later read asks the server afresh. An answer already here when
// the page first renders is shown in that render (`arrivedEarly`), with no loading state between.
import { httpClient, type HttpResponse } from './httpClient.ts';
import { getStoredUser } from './session.ts';

const FRESH_MS = 5_000;

interface Early {
  at: number;
  answer: Promise<HttpResponse>;
  /** The answer once it has come, successful. */
  arrived?: HttpResponse;
}

const early = new Map<string, Early>();

/**
 * Asks for `url` now, for a signed-in visitor (a signed-out one is shown the login, not the page); the
 * answer, for a caller with more to start once it comes, or undefined when nothing was asked.
 */
export function askEarly<T>(url: string): Promise<HttpResponse<T>> | undefined {
  if (!getStoredUser() || early.has(url)) return undefined;
  const entry: Early = { at: performance.now(), answer: httpClient(url) };
  entry.answer.then(
    (response) => (entry.arrived = response),
    () => undefined, // the page's read reports a failure
  );
  early.set(url, entry);
  // The caller asked for this address as a T.
  return entry.answer as Promise<HttpResponse<T>>;
}

/** The early entry for `url`, once; undefined when there is none or it is stale. */
function take(url: string): Early | undefined {
  const found = early.get(url);
  early.delete(url);
  return found && performance.now() - found.at < FRESH_MS ? found : undefined;
}

/** `url` read through its early answer when there is one. */
export const readEarlyOr = <T>(url: string, signal?: AbortSignal): Promise<HttpResponse<T>> =>
  // The caller asked for this address as a T; the early read was the same request.
  (take(url)?.answer as Promise<HttpResponse<T>> | undefined) ?? httpClient<T>(url, { signal });

/** `url`'s early answer when it has already come, successful (taken, as by `readEarlyOr`); otherwise undefined and kept. */
export function arrivedEarly<T>(url: string): HttpResponse<T> | undefined {
  if (!early.get(url)?.arrived) return undefined;
  return take(url)?.arrived as HttpResponse<T> | undefined;
}

/** Settles when every read asked for so far has its answer or its failure. */
export const answersAsked = (): Promise<unknown> => Promise.allSettled([...early.values()].map((entry) => entry.answer));
