// The fixture accounts' password hashes: argon2id at the lowest cost it takes. The server reads the cost from
// the hash it checks, so signing in as a fixture account runs the portal's real check in a fraction of a
// millisecond, where the portal's own cost takes about 30 ms of CPU: at that cost the API tests' 1,500 hashes
// and 1,500 checks took a fifth of their time. What the server hashes itself (a sign-up, a changed password, the
// first admin) keeps the portal's cost.
import { hash } from '@node-rs/argon2';
import { ARGON2ID } from '../../../server/plugins/app/passwords.ts';

const LOWEST_COST = { algorithm: ARGON2ID, memoryCost: 8, timeCost: 1, parallelism: 1 };

const hashes = new Map<string, Promise<string>>();

/** A hash of `password` for an account a test creates; one per password, as the accounts need no salt of their own. */
export function fixtureHash(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) hashes.set(password, (hashed = hash(password, LOWEST_COST)));
  return hashed;
}
