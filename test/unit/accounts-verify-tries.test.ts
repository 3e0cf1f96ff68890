// The code pages' `verifytry` counter (spec sections 3, 4 and 9).
import { beforeEach, describe, expect, test } from 'vitest';
import { resetTries, takeTry, triesLeft, VERIFY_TRIES } from '../../src/public-site/pages/account/verifyTries.ts';
import { freshLocalStorage } from './browser-helpers.ts';

describe('verifytry', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = freshLocalStorage();
  });

  test('starts at 5 when nothing is stored', () => {
    expect(VERIFY_TRIES).toBe(5);
    expect(triesLeft()).toBe(5);
  });

  test('each submit takes one and keeps the count in local storage under verifytry', () => {
    expect(takeTry()).toEqual({ left: 4, exhausted: false });
    expect(storage.getItem('verifytry')).toBe('4');
    expect(takeTry()).toEqual({ left: 3, exhausted: false });
    expect(takeTry()).toEqual({ left: 2, exhausted: false });
  });

  test('at 1 or less the tries are exhausted: the fourth wrong code of a fresh start ends the session', () => {
    const outcomes = [takeTry(), takeTry(), takeTry(), takeTry()];
    expect(outcomes.map((o) => o.exhausted)).toEqual([false, false, false, true]);
    expect(triesLeft()).toBe(1);
    expect(takeTry()).toEqual({ left: 0, exhausted: true });
  });

  test('a counter left at 1 by an earlier visit ends the session at the next submit', () => {
    storage.setItem('verifytry', '1');
    expect(takeTry().exhausted).toBe(true);
  });

  test('a success or a fresh code gives the 5 tries back', () => {
    takeTry();
    takeTry();
    resetTries();
    expect(storage.getItem('verifytry')).toBe('5');
    expect(triesLeft()).toBe(5);
  });

  test('an unreadable value is a fresh start', () => {
    storage.setItem('verifytry', 'many');
    expect(triesLeft()).toBe(5);
  });
});
