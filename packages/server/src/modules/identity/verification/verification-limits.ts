// The limits of e-mail verification that hold across a member's sign-ins, whichever state tokens they use:
// every sign-in with the right password could otherwise start a fresh code with fresh tries and e-mail it
// (92 guesses a second, 183 code e-mails in ten seconds were measured). A member's wrong codes lock its
// verification for the rest of their window; a member starts few verifications an hour; an address gets few
// code e-mails an hour. Counters live in the database, so every instance enforces the same limits.
import type { Db } from '../../../db/database.js';
import type { AppDeps } from '../../../deps.js';
import { ResendThrottled, VerificationLocked } from '../identity.errors.js';
import { verificationStarts } from './verification.repository.js';
import {
  countCodeEmail,
  countWrongCode,
  deleteVerificationLimitsBefore,
  findWrongCodes,
  holdWrongCodes,
  takeBackWrongCode,
} from './verification-limits.repository.js';

const HOUR_MS = 60 * 60 * 1000;
/** Wrong codes a member may send in WRONG_CODES_WINDOW_MS, over all its codes and state tokens. */
export const WRONG_CODES_PER_MEMBER = 10;
/** Starts at the member's first code counted; at the limit, every code is refused until it ends. */
export const WRONG_CODES_WINDOW_MS = HOUR_MS;
/** New verifications (each a fresh code with fresh tries) a member may start in an hour. */
export const VERIFICATIONS_PER_MEMBER_PER_HOUR = 5;
/** Code e-mails an address may get in an hour, whatever sends them: a first code and five resends. */
export const CODE_EMAILS_PER_ADDRESS_PER_HOUR = 6;

const secondsUntil = (end: number, now: number) => Math.max(1, Math.ceil((end - now) / 1000));

/**
 * Holds the member's verifications until `db`'s transaction ends, so one sign-in of the member at a time
 * hands on a live code or starts a new one; throws VerificationLocked (429) while the member is locked out.
 */
export async function holdMemberVerifications(db: Db, memberId: string, now: Date): Promise<void> {
  const counter = await holdWrongCodes(db, memberId, now);
  const end = counter.window_started_at.getTime() + WRONG_CODES_WINDOW_MS;
  if (counter.wrong_codes >= WRONG_CODES_PER_MEMBER && end > now.getTime()) {
    throw new VerificationLocked(secondsUntil(end, now.getTime()));
  }
}

/**
 * Counts a code of the member about to be compared, or throws VerificationLocked (429) once the window holds
 * WRONG_CODES_PER_MEMBER: the right code is refused then too. Counted before the comparison and outside any
 * transaction, so neither concurrent guesses nor a rollback pass the limit; `takeBackMemberCode` after a
 * right code or one never compared.
 */
export async function countMemberCode(deps: Pick<AppDeps, 'db'>, memberId: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - WRONG_CODES_WINDOW_MS);
  if (await countWrongCode(deps.db, memberId, WRONG_CODES_PER_MEMBER, now, windowStart)) return;
  const counter = await findWrongCodes(deps.db, memberId);
  const started = counter?.window_started_at.getTime() ?? now.getTime();
  throw new VerificationLocked(secondsUntil(started + WRONG_CODES_WINDOW_MS, now.getTime()));
}

export const takeBackMemberCode = (deps: Pick<AppDeps, 'db'>, memberId: string) =>
  takeBackWrongCode(deps.db, memberId);

/** Throws ResendThrottled (429) when the member started VERIFICATIONS_PER_MEMBER_PER_HOUR in the last hour. */
export async function capVerificationStarts(db: Db, memberId: string, now: Date): Promise<void> {
  const { count, first } = await verificationStarts(db, memberId, new Date(now.getTime() - HOUR_MS));
  if (count >= VERIFICATIONS_PER_MEMBER_PER_HOUR && first) {
    throw new ResendThrottled(secondsUntil(first.getTime() + HOUR_MS, now.getTime()));
  }
}

/**
 * Counts a code e-mail to the address, or throws ResendThrottled (429) past CODE_EMAILS_PER_ADDRESS_PER_HOUR.
 * Pass the transaction that sends it: a refused or failed send then counts for nothing.
 */
export async function countAddressCodeEmail(db: Db, address: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - HOUR_MS);
  const counter = await countCodeEmail(db, address.trim().toLowerCase(), now, windowStart);
  if (counter.sends > CODE_EMAILS_PER_ADDRESS_PER_HOUR) {
    throw new ResendThrottled(secondsUntil(counter.window_started_at.getTime() + HOUR_MS, now.getTime()));
  }
}

/** Deletes the counters whose window is over (housekeeping); answers how many went. */
export function deleteExpiredVerificationLimits(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock().getTime();
  return deleteVerificationLimitsBefore(deps.db, {
    wrongCodes: new Date(now - WRONG_CODES_WINDOW_MS),
    emails: new Date(now - HOUR_MS),
  });
}
