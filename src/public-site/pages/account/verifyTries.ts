// The code pages' try counter (spec sections 3, 4 and 9): `verifytry` in local storage starts at 5,
// each submit takes one, and at 1 or less the stored user is cleared and the user sent home. A fresh
// code (a new request, a new number) and a success give the 5 tries back.

export const VERIFY_TRIES = 5;
const KEY = 'verifytry';

/** The tries left; an absent or unreadable value is a fresh start. */
export function triesLeft(storage: Storage = localStorage): number {
  const stored = Number.parseInt(storage.getItem(KEY) ?? '', 10);
  return Number.isFinite(stored) ? stored : VERIFY_TRIES;
}

export function resetTries(storage: Storage = localStorage): void {
  storage.setItem(KEY, String(VERIFY_TRIES));
}

/** Counts one submit; `exhausted` when the counter reached 1 or less and the session must end. */
export function takeTry(storage: Storage = localStorage): { left: number; exhausted: boolean } {
  const left = triesLeft(storage) - 1;
  storage.setItem(KEY, String(left));
  return { left, exhausted: left <= 1 };
}
