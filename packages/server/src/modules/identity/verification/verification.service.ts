// E-mail verification codes: six digits, ten minutes, single use, dead after five wrong tries; a state
// token carries a sign-in through them for an hour, and a sign-in while a code is live takes that code
// over rather than minting another. Limits across sign-ins: verification-limits.ts. Codes and state
// tokens are stored as hashes only.
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/database.js';
import type { AppDeps } from '../../../deps.js';
import { randomSecret, sha256Hex } from '../../../lib/secrets.js';
import { sendEmail } from '../../email/index.js';
import { findMemberById, type MemberRecord } from '../../members/index.js';
import { badCode, ResendThrottled, sendCodeError, verificationNotFound } from '../identity.errors.js';
import {
  countTry,
  deleteExpiredVerifications,
  findLiveCode,
  findLiveVerification,
  handOnVerification,
  insertVerification,
  lockVerification,
  replaceCode,
  takeBackTry,
  useVerification,
  verificationStarts,
} from './verification.repository.js';
import {
  capVerificationStarts,
  countAddressCodeEmail,
  countMemberCode,
  holdMemberVerifications,
  takeBackMemberCode,
} from './verification-limits.js';

const MINUTE_MS = 60 * 1000;
export const CODE_TTL_MS = 10 * MINUTE_MS;
export const STATE_TOKEN_TTL_MS = 60 * MINUTE_MS;
export const MAX_WRONG_TRIES = 5;
export const RESEND_INTERVAL_MS = 30 * 1000;
export const RESENDS_PER_HOUR = 5;
const HOUR_MS = 60 * MINUTE_MS;
/** A code with less time left than this is not handed to a new sign-in: nobody could type it in time. */
const HAND_ON_MARGIN_MS = MINUTE_MS;

type VerificationDeps = Pick<AppDeps, 'clock' | 'logger' | 'config'>;

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** The verification's id salts the hash, so one table of the million codes' hashes does not fit all. */
const codeHash = (id: string, code: string) => sha256Hex(`${id}:${code}`);

/** E-mails the code, counted against the address's hour unless `limited` is false (an admin asked). */
async function sendCode(
  deps: VerificationDeps,
  db: Db,
  to: string,
  code: string,
  limited: boolean,
): Promise<void> {
  if (limited) await countAddressCodeEmail(db, to, deps.clock());
  try {
    await sendEmail(deps, db, {
      to,
      subject: 'Your verification code',
      text: `Your verification code is ${code}. It is valid for 10 minutes.`,
      html: `<p>Your verification code is <b>${code}</b>. It is valid for 10 minutes.</p>`,
      kind: 'verification-code',
      data: { code },
    });
  } catch (error) {
    deps.logger.error({ err: error }, 'Verification code not sent');
    throw sendCodeError();
  }
}

/**
 * Starts verifying the member's login e-mail: a code goes out; with `forSignIn` the answer's state token
 * lets the sign-in continue (POST /v1/auth/verify), and a live code of the member is handed on to it
 * instead (no e-mail; the earlier state token names nothing after). `limited` (all but an admin's
 * request) holds the member to the limits: VerificationLocked while locked out, ResendThrottled past
 * the verifications a member starts or the code e-mails an address gets in an hour. Pass the
 * transaction of the sign-in.
 */
export async function startEmailVerification(
  deps: VerificationDeps,
  db: Db,
  member: MemberRecord,
  options: { forSignIn: boolean; limited: boolean },
): Promise<{ verificationId: string; stateToken?: string }> {
  const { forSignIn, limited } = options;
  const now = deps.clock();
  if (limited) await holdMemberVerifications(db, member.id, now);
  if (forSignIn) {
    const usableUntil = new Date(now.getTime() + HAND_ON_MARGIN_MS);
    const live = await findLiveCode(db, member.id, MAX_WRONG_TRIES, now, usableUntil);
    if (live) {
      const stateToken = randomSecret();
      const expiresAt = new Date(now.getTime() + STATE_TOKEN_TTL_MS);
      await handOnVerification(db, live.id, sha256Hex(stateToken), expiresAt);
      return { verificationId: live.id, stateToken };
    }
    if (limited) await capVerificationStarts(db, member.id, now);
  }
  const id = randomUUID();
  const code = newCode();
  const stateToken = forSignIn ? randomSecret() : undefined;
  await insertVerification(db, {
    id,
    member_id: member.id,
    state_token_hash: stateToken === undefined ? null : sha256Hex(stateToken),
    code_hash: codeHash(id, code),
    code_expires_at: new Date(now.getTime() + CODE_TTL_MS),
    wrong_tries: 0,
    created_at: now,
    expires_at: new Date(now.getTime() + STATE_TOKEN_TTL_MS),
    used_at: null,
    last_sent_at: now,
    sends_window_started_at: now,
    sends_in_window: 0,
  });
  await sendCode(deps, db, member.loginEmail, code, limited);
  return stateToken === undefined ? { verificationId: id } : { verificationId: id, stateToken };
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks a code against the verification a state token names; answers the verification to use up
 * (`useCheckedCode`). Throws NOT_FOUND for an unknown, used or expired state token, VerificationLocked
 * (429) once the member sent too many wrong codes with any of its state tokens, and BAD_CODE for a
 * wrong, expired or exhausted code (`data.triesLeft`). Each try is counted at once, against the code and
 * against the member, outside any transaction, so a failure that rolls back cannot take it back.
 */
export async function checkCode(
  deps: Pick<AppDeps, 'clock' | 'db'>,
  stateToken: string,
  code: string,
): Promise<{ verificationId: string; memberId: string }> {
  const { db } = deps;
  const now = deps.clock();
  const verification = await findLiveVerification(db, sha256Hex(stateToken), now);
  if (!verification) throw verificationNotFound();
  const counted = await countTry(db, verification.id, MAX_WRONG_TRIES, now);
  if (!counted) {
    throw badCode('The code expired or was tried too often; ask for a new one', { triesLeft: 0 });
  }
  try {
    await countMemberCode(deps, counted.member_id, now);
  } catch (error) {
    // Locked: this try was never compared, so the code keeps it.
    await takeBackTry(db, counted.id);
    throw error;
  }
  if (!sameHash(counted.code_hash, codeHash(counted.id, code))) {
    throw badCode('Wrong code', { triesLeft: MAX_WRONG_TRIES - counted.wrong_tries });
  }
  await takeBackMemberCode(deps, counted.member_id);
  return { verificationId: counted.id, memberId: counted.member_id };
}

/** Uses up a checked code in `db` (the transaction that acts on it); NOT_FOUND when it was used meanwhile. */
export async function useCheckedCode(
  deps: Pick<AppDeps, 'clock'>,
  db: Db,
  verificationId: string,
): Promise<void> {
  if (!(await useVerification(db, verificationId, deps.clock()))) throw verificationNotFound();
}

/**
 * Sends a new code for the verification a state token names (the old one dies), at most once per 30
 * seconds and five times an hour, and within the address's code e-mails an hour; answers the member's
 * id. Throws NOT_FOUND, ResendThrottled (429) or, while the member is locked out, VerificationLocked (429).
 */
export async function resendCode(
  deps: VerificationDeps & Pick<AppDeps, 'db'>,
  stateToken: string,
): Promise<string> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock();
    const live = await findLiveVerification(trx, sha256Hex(stateToken), now);
    if (!live) throw verificationNotFound();
    // The member's hold first, then the verification's row: the order a sign-in takes them in.
    await holdMemberVerifications(trx, live.member_id, now);
    const verification = await lockVerification(trx, live.id);
    if (!verification || verification.used_at !== null) throw verificationNotFound();
    const nextAllowed = verification.last_sent_at.getTime() + RESEND_INTERVAL_MS;
    const windowEnd = verification.sends_window_started_at.getTime() + HOUR_MS;
    const newWindow = windowEnd <= now.getTime();
    const waitMs = Math.max(
      nextAllowed - now.getTime(),
      !newWindow && verification.sends_in_window >= RESENDS_PER_HOUR ? windowEnd - now.getTime() : 0,
    );
    if (waitMs > 0) throw new ResendThrottled(Math.ceil(waitMs / 1000));
    const member = await findMemberById({ db: trx }, verification.member_id);
    if (!member) throw verificationNotFound();
    const code = newCode();
    await replaceCode(trx, verification.id, {
      code_hash: codeHash(verification.id, code),
      code_expires_at: new Date(now.getTime() + CODE_TTL_MS),
      last_sent_at: now,
      sends_window_started_at: newWindow ? now : verification.sends_window_started_at,
      sends_in_window: newWindow ? 1 : verification.sends_in_window + 1,
    });
    await sendCode(deps, trx, member.loginEmail, code, true);
    return verification.member_id;
  });
}

/**
 * Refuses a member's own request for a code (V4) within 30 seconds of the last code the member was sent, or
 * past five codes an hour, as a resend would be: the member's mailbox is not to be flooded.
 */
export async function throttleSelfStart(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  memberId: string,
): Promise<void> {
  const now = deps.clock().getTime();
  const { count, first, last } = await verificationStarts(deps.db, memberId, new Date(now - HOUR_MS));
  const waitMs = Math.max(
    last ? last.getTime() + RESEND_INTERVAL_MS - now : 0,
    count >= RESENDS_PER_HOUR && first ? first.getTime() + HOUR_MS - now : 0,
  );
  if (waitMs > 0) throw new ResendThrottled(Math.ceil(waitMs / 1000));
}

/** Deletes verifications whose state token expired (housekeeping); answers how many went. */
export const deleteExpiredEmailVerifications = (deps: Pick<AppDeps, 'db' | 'clock'>) =>
  deleteExpiredVerifications(deps.db, deps.clock());
