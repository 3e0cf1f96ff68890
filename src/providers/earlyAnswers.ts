// Reads a page asks for as its module loads, before its first render (on a phone that render comes
// hundreds of milliseconds later): the page's own read of the same address takes the answer once, if
// it is a few seconds old at most; any later read asks the server afresh.
import { httpClient, type HttpResponse } from './httpClient.ts';
import { getStoredUser } from './session.ts';

const FRESH_MS = 5_000;
const early = new Map<string, { at: number; answer: Promise<HttpResponse> }>();

/** Asks for `url` now, for a signed-in visitor (a signed-out one is shown the login, not the page). */
export function askEarly(url: string): void {
  if (!getStoredUser() || early.has(url)) return;
  const answer = httpClient(url);
  answer.catch(() => undefined); // the page's read reports a failure
  early.set(url, { at: performance.now(), answer });
}

/** The early answer for `url`, once; undefined when there is none or it is stale. */
export function takeEarly<T>(url: string): Promise<HttpResponse<T>> | undefined {
  const found = early.get(url);
  early.delete(url);
  // The caller asked for this address as a T; the early read was the same request.
  return found && performance.now() - found.at < FRESH_MS ? (found.answer as Promise<HttpResponse<T>>) : undefined;
}

/** `url` read through its early answer when there is one. */
export const readEarlyOr = <T>(url: string, signal?: AbortSignal): Promise<HttpResponse<T>> =>
  takeEarly<T>(url) ?? httpClient<T>(url, { signal });
