// Password hashing with argon2id, shared by every account kind (admins, members).
import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** An argon2id PHC string for the password. */
export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

/** Whether the password matches the PHC string; a malformed hash is a mismatch. */
export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

// Verified against when there is no account to check, so an unknown login costs what a wrong password
// does and response times do not tell which accounts exist.
let dummyHash: Promise<string> | undefined;

/** Spends the time of one verification and answers false: for a login that names no account. */
export async function verifyNoPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomUUID());
  await verifyPassword(await dummyHash, password);
  return false;
}
