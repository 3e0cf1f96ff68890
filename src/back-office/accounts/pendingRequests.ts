// How many permission requests wait for an admin, for the menu entry and the board's card: read when
// the admin moves to another screen, and set at once by the requests page whenever it loads its list,
// so that a grant made there is counted off before the admin looks at the menu again.
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { accountApi } from '../../providers/accountApi.ts';

let pending: number | undefined;
const listeners = new Set<() => void>();

export function setPendingRequests(count: number): void {
  if (count === pending) return;
  pending = count;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The number of waiting requests (undefined until read); `enabled`: the server answers an ADMIN only. */
export function usePendingRequests(enabled: boolean): number | undefined {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!enabled) return;
    accountApi.permissionRequestCount().then(
      ({ count }) => setPendingRequests(count),
      // The menu goes on without a number; the requests page says what failed.
      () => undefined,
    );
  }, [enabled, pathname]);
  return useSyncExternalStore(subscribe, () => (enabled ? pending : undefined));
}
