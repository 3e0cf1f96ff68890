// What the browser tests need from a browser: local storage, and a token shaped like the server's.
import type { SigninResponse } from '../../src/providers/session.ts';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** A fresh, empty local storage for each test. */
export function freshLocalStorage(): Storage {
  const storage = new MemoryStorage();
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true });
  return storage;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT: the browser only decodes it, the server checks signatures. */
export const tokenExpiringAt = (exp: number) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'someone', exp })}.signature`;

export function signinResponse(roles: SigninResponse['roles'], exp = Math.floor(Date.now() / 1000) + 3600): SigninResponse {
  return {
    accessToken: tokenExpiringAt(exp),
    tokenType: 'Bearer',
    id: 7,
    name: 'Salma Haddad',
    username: 'salma.h',
    email: 'salma@example.org',
    phoneNumber: '0501234567',
    roles,
    requestPermission: false,
    numberOfSendSMS: 0,
    allowed: true,
  };
}
