// Password hashing: argon2id with the library's recommended cost.
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 exports Algorithm as a const enum, which isolated modules cannot inline; 2 is Argon2id.
export const ARGON2ID = 2;

export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID });

/** A hash of a random password, compared against when the user does not exist so that both failures take as long. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  const ok = await verify(passwordHash ?? (await decoy), password).catch(() => false);
  return passwordHash !== undefined && ok;
}
