// How many wait for someone of the back office (the permission requests for an admin, the members'
// suggestions for a moderator), for the menu entry and the board's card: read when the reader moves to
// another screen, and again (or set at once) by the page that lists them whenever it loads its list, so
// that a decision made there is counted off before the reader looks at the menu again.
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { accountApi } from '../providers/accountApi.ts';
import { waitingSuggestions } from '../providers/suggestionsApi.ts';

const READERS = { requests: accountApi.permissionRequestCount, suggestions: waitingSuggestions };

export type Waiting = keyof typeof READERS;

const counts: Partial<Record<Waiting, number>> = {};
const listeners = new Set<() => void>();

export function setWaiting(what: Waiting, count: number): void {
  if (counts[what] === count) return;
  counts[what] = count;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Reads how many wait now. */
export function readWaiting(what: Waiting): void {
  READERS[what]().then(
    ({ count }) => setWaiting(what, count),
    // The menu goes on without a number; the page that lists them says what failed.
    () => undefined,
  );
}

/** How many wait (undefined until read); `enabled`: the reader's role is the one the server answers. */
export function useWaiting(what: Waiting, enabled: boolean): number | undefined {
  const { pathname } = useLocation();
  useEffect(() => {
    if (enabled) readWaiting(what);
  }, [what, enabled, pathname]);
  return useSyncExternalStore(subscribe, () => (enabled ? counts[what] : undefined));
}
