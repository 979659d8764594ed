// E-mail verification codes: six digits, ten minutes, single use, dead after five wrong tries; a state
// token carries a sign-in through them for an hour. Codes and state tokens are stored as hashes only.
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { randomSecret, sha256Hex } from '../../lib/secrets.js';
import { sendEmail } from '../email/index.js';
import { findMember, type MemberRow } from '../members/index.js';
import { badCode, ResendThrottled, sendCodeError, verificationNotFound } from './identity.errors.js';
import {
  countTry,
  deleteExpiredVerifications,
  findLiveVerification,
  insertVerification,
  lockVerification,
  replaceCode,
  useVerification,
  verificationStarts,
} from './verification.repository.js';

const MINUTE_MS = 60 * 1000;
export const CODE_TTL_MS = 10 * MINUTE_MS;
export const STATE_TOKEN_TTL_MS = 60 * MINUTE_MS;
export const MAX_WRONG_TRIES = 5;
export const RESEND_INTERVAL_MS = 30 * 1000;
export const RESENDS_PER_HOUR = 5;
const HOUR_MS = 60 * MINUTE_MS;

type VerificationDeps = Pick<AppDeps, 'clock' | 'logger' | 'config'>;

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** The verification's id salts the hash, so one table of the million codes' hashes does not fit all. */
const codeHash = (id: string, code: string) => sha256Hex(`${id}:${code}`);

async function sendCode(deps: VerificationDeps, db: Db, to: string, code: string): Promise<void> {
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
 * Starts verifying the member's login e-mail: a code goes out; with `forSignIn` the answer's state
 * token lets the sign-in continue (POST /v1/auth/verify). Pass the transaction of the sign-in.
 */
export async function startEmailVerification(
  deps: VerificationDeps,
  db: Db,
  member: MemberRow,
  forSignIn: boolean,
): Promise<{ verificationId: string; stateToken?: string }> {
  const now = deps.clock();
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
  await sendCode(deps, db, member.login_email, code);
  return stateToken === undefined ? { verificationId: id } : { verificationId: id, stateToken };
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks a code against the verification a state token names; answers the verification to use up
 * (`useCheckedCode`). Throws NOT_FOUND for an unknown, used or expired state token and BAD_CODE for a
 * wrong, expired or exhausted code (`data.triesLeft`). Each try is counted at once, outside any
 * transaction, so a failure that rolls back cannot take it back.
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
  if (!sameHash(counted.code_hash, codeHash(counted.id, code))) {
    throw badCode('Wrong code', { triesLeft: MAX_WRONG_TRIES - counted.wrong_tries });
  }
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
 * seconds and five times an hour; answers the member's id. Throws NOT_FOUND or ResendThrottled (429).
 */
export async function resendCode(
  deps: VerificationDeps & Pick<AppDeps, 'db'>,
  stateToken: string,
): Promise<string> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock();
    const live = await findLiveVerification(trx, sha256Hex(stateToken), now);
    const verification = live && (await lockVerification(trx, live.id));
    if (!verification || verification.used_at !== null) throw verificationNotFound();
    const nextAllowed = verification.last_sent_at.getTime() + RESEND_INTERVAL_MS;
    const windowEnd = verification.sends_window_started_at.getTime() + HOUR_MS;
    const newWindow = windowEnd <= now.getTime();
    const waitMs = Math.max(
      nextAllowed - now.getTime(),
      !newWindow && verification.sends_in_window >= RESENDS_PER_HOUR ? windowEnd - now.getTime() : 0,
    );
    if (waitMs > 0) throw new ResendThrottled(Math.ceil(waitMs / 1000));
    const member = await findMember(trx, verification.member_id);
    if (!member) throw verificationNotFound();
    const code = newCode();
    await replaceCode(trx, verification.id, {
      code_hash: codeHash(verification.id, code),
      code_expires_at: new Date(now.getTime() + CODE_TTL_MS),
      last_sent_at: now,
      sends_window_started_at: newWindow ? now : verification.sends_window_started_at,
      sends_in_window: newWindow ? 1 : verification.sends_in_window + 1,
    });
    await sendCode(deps, trx, member.login_email, code);
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
