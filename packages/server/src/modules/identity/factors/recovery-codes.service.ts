// Recovery codes of two-step verification: ten single-use codes made when a member turns it on (and again on
// request), answered once and kept only as hashes; one completes a sign-in's second step in place of the
// factor's code, for the day the phone is lost.
import { randomInt } from 'node:crypto';
import {
  RECENT_LOGIN_SECONDS,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  type RecoveryCodesStatusResponse,
} from '@cartwright/contracts';
import type { MemberCaller } from '../../../caller.js';
import type { Db } from '../../../db/database.js';
import type { AppDeps } from '../../../deps.js';
import { sha256Hex } from '../../../lib/secrets.js';
import { sendEmail } from '../../email/index.js';
import type { MemberRecord } from '../../members/index.js';
import { recentSignInForRecoveryCodes, twoStepOff } from '../identity.errors.js';
import { listActiveFactors } from './factors.repository.js';
import { countRecoveryCodes, replaceRecoveryCodes, spendRecoveryCode } from './recovery-codes.repository.js';

type RecoveryDeps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'config'>;

/** A new code, `XXXX-XXXX`: eight characters of a 32-character alphabet, 40 random bits. */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * The hash a code is kept under, salted with the member id so one member's code is nobody else's. A fast hash
 * is enough: 40 random bits behind the per-member wrong-code throttle cannot be guessed, unlike a password.
 */
export const recoveryCodeHash = (memberId: string, code: string) => sha256Hex(`${memberId}:${code}`);

/** Makes the member a new set of codes in `db` (a transaction), the old set gone; answers them, this once. */
export async function issueRecoveryCodes(db: Db, memberId: string, now: Date): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  const all = [...codes];
  await replaceRecoveryCodes(
    db,
    memberId,
    all.map((code) => recoveryCodeHash(memberId, code)),
    now,
  );
  return all;
}

/** How many of the caller's recovery codes are left; never the codes. */
export async function getRecoveryCodesStatus(
  deps: Pick<AppDeps, 'db'>,
  caller: MemberCaller,
): Promise<RecoveryCodesStatusResponse> {
  const { remaining, createdAt } = await countRecoveryCodes(deps.db, caller.memberId);
  return { remaining, ...(createdAt ? { createdDate: createdAt.toISOString() } : {}) };
}

/**
 * A new set of recovery codes for the caller, the old set no longer working: only with two-step
 * verification on (FACTOR_NOT_ACTIVE) and within RECENT_LOGIN_SECONDS of a sign-in (RECENT_LOGIN_REQUIRED),
 * since the codes open the account as the factor does and a borrowed session must not mint them.
 */
export async function regenerateRecoveryCodes(deps: RecoveryDeps, caller: MemberCaller): Promise<string[]> {
  const now = deps.clock();
  const recent =
    caller.authTime !== undefined && now.getTime() / 1000 - caller.authTime <= RECENT_LOGIN_SECONDS;
  if (!recent) throw recentSignInForRecoveryCodes();
  return deps.db.transaction().execute(async (trx) => {
    if ((await listActiveFactors(trx, caller.memberId)).length === 0) throw twoStepOff();
    return issueRecoveryCodes(trx, caller.memberId, now);
  });
}

/**
 * Spends one of the member's unused codes in the sign-in's transaction `db` and e-mails the member that it
 * was used and how many are left; false when it is no unused code of the member's.
 */
export async function spendRecoveryCodeAtSignIn(
  deps: Pick<AppDeps, 'clock' | 'logger' | 'config'>,
  db: Db,
  member: MemberRecord,
  code: string,
): Promise<boolean> {
  if (!(await spendRecoveryCode(db, member.id, recoveryCodeHash(member.id, code), deps.clock()))) {
    return false;
  }
  const { remaining } = await countRecoveryCodes(db, member.id);
  const link = `${deps.config.publicUrl}/account`;
  const left = `${remaining} recovery ${remaining === 1 ? 'code is' : 'codes are'} left`;
  const text = `A recovery code was used to sign in to your account; ${left}. If this was not you, change your password at once and make new recovery codes: ${link}`;
  await sendEmail(deps, db, {
    to: member.loginEmail,
    subject: 'A recovery code was used to sign in',
    text,
    html: `<p>A recovery code was used to sign in to your account; ${left}.</p><p>If this was not you, change your password at once and make new recovery codes: <a href="${link}">${link}</a></p>`,
    kind: 'recovery-code-used',
    data: { link },
  });
  return true;
}
