// A member's own second factors: enrol an authenticator app (TOTP) or e-mailed codes, confirm the enrolment
// with a code, list and remove them. The TOTP secret is answered once, at enrolment; the recovery codes once,
// when the first factor turns two-step verification on.
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  type ConfirmFactorResponse,
  type EnrollTotpResponse,
  type MemberFactor,
  MFA_MAX_WRONG_TRIES,
  RECENT_LOGIN_SECONDS,
} from '@cartwright/contracts';
import type { MemberCaller } from '../../../caller.js';
import type { AppDeps } from '../../../deps.js';
import { notFound, unauthenticated } from '../../../errors/app-error.js';
import { sha256Hex } from '../../../lib/secrets.js';
import { matchTotp, newTotpSecret } from '../../../lib/totp.js';
import { sendEmail } from '../../email/index.js';
import { findMemberById, type MemberRecord } from '../../members/index.js';
import { getWebConfig } from '../../store/index.js';
import type { MemberFactorRow } from '../factors.table.js';
import { badCode, factorAlreadyActive, ResendThrottled, recentSignInRequired } from '../identity.errors.js';
import {
  activateFactor,
  countFactorTry,
  deleteFactor,
  deleteTrustedDevices,
  findFactor,
  findFactorOfType,
  listActiveFactors,
  listFactors,
  replacePendingFactor,
} from './factors.repository.js';
import { countRecoveryCodes, deleteRecoveryCodes } from './recovery-codes.repository.js';
import { issueRecoveryCodes } from './recovery-codes.service.js';

type FactorDeps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'config'>;

const CODE_TTL_MS = 10 * 60 * 1000;
/** A new e-mail enrolment (a new code) at most this often. */
const EMAIL_ENROL_INTERVAL_MS = 30 * 1000;

export const newEmailCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** The row's id salts the hash, so one table of the million codes' hashes does not fit all. */
export const emailCodeHash = (id: string, code: string) => sha256Hex(`${id}:${code}`);
export const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function factorView(row: MemberFactorRow): MemberFactor {
  return {
    factorId: row.id,
    type: row.type,
    status: row.status,
    createdDate: row.created_at.toISOString(),
    ...(row.activated_at ? { activatedDate: row.activated_at.toISOString() } : {}),
  };
}

async function signedInMember(deps: FactorDeps, caller: MemberCaller): Promise<MemberRecord> {
  const member = await findMemberById(deps, caller.memberId);
  if (!member || member.status === 'BLOCKED' || member.status === 'OFFLINE') {
    throw unauthenticated('The member can no longer sign in');
  }
  return member;
}

export async function listMemberFactors(deps: FactorDeps, caller: MemberCaller): Promise<MemberFactor[]> {
  return (await listFactors(deps.db, caller.memberId)).map(factorView);
}

/** The authenticator app's label: the store's name, or a plain word before the store is set up. */
async function issuer(deps: FactorDeps): Promise<string> {
  return getWebConfig(deps).then(
    (config) => config.storeName || 'Store',
    () => 'Store',
  );
}

/**
 * Starts a TOTP enrolment: a new 160-bit secret, pending until `confirmFactor` gets a code of it. A
 * pending enrolment is replaced; an active TOTP factor must be removed first (409).
 */
export async function enrollTotp(deps: FactorDeps, caller: MemberCaller): Promise<EnrollTotpResponse> {
  const member = await signedInMember(deps, caller);
  const existing = await findFactorOfType(deps.db, member.id, 'TOTP');
  if (existing?.status === 'ACTIVE') throw factorAlreadyActive();
  const secret = newTotpSecret();
  const row: MemberFactorRow = {
    id: randomUUID(),
    member_id: member.id,
    type: 'TOTP',
    status: 'INACTIVE',
    secret,
    last_used_step: null,
    code_hash: null,
    code_expires_at: null,
    wrong_tries: 0,
    created_at: deps.clock(),
    activated_at: null,
  };
  await deps.db.transaction().execute((trx) => replacePendingFactor(trx, row));
  const name = await issuer(deps);
  const label = encodeURIComponent(`${name}:${member.loginEmail}`);
  const query = new URLSearchParams({
    secret,
    issuer: name,
    algorithm: 'SHA1',
    digits: '6',
    period: '30',
  });
  return { factor: factorView(row), secret, otpauthUri: `otpauth://totp/${label}?${query}` };
}

/**
 * Starts an EMAIL enrolment: a code goes to the member's login address (at most one per 30 s), and the
 * factor is pending until `confirmFactor` gets it.
 */
export async function enrollEmail(deps: FactorDeps, caller: MemberCaller): Promise<MemberFactor> {
  const member = await signedInMember(deps, caller);
  const existing = await findFactorOfType(deps.db, member.id, 'EMAIL');
  if (existing?.status === 'ACTIVE') throw factorAlreadyActive();
  const now = deps.clock();
  const waitMs = existing ? existing.created_at.getTime() + EMAIL_ENROL_INTERVAL_MS - now.getTime() : 0;
  if (waitMs > 0) throw new ResendThrottled(Math.ceil(waitMs / 1000));
  const id = randomUUID();
  const code = newEmailCode();
  const row: MemberFactorRow = {
    id,
    member_id: member.id,
    type: 'EMAIL',
    status: 'INACTIVE',
    secret: null,
    last_used_step: null,
    code_hash: emailCodeHash(id, code),
    code_expires_at: new Date(now.getTime() + CODE_TTL_MS),
    wrong_tries: 0,
    created_at: now,
    activated_at: null,
  };
  await deps.db.transaction().execute(async (trx) => {
    await replacePendingFactor(trx, row);
    await sendEmail(deps, trx, {
      to: member.loginEmail,
      subject: 'Confirm two-step verification',
      text: `Your code to turn on two-step verification is ${code}. It is valid for 10 minutes.`,
      html: `<p>Your code to turn on two-step verification is <b>${code}</b>. It is valid for 10 minutes.</p>`,
      kind: 'factor-code',
      data: { code },
    });
  });
  return factorView(row);
}

/**
 * Activates a pending factor of the caller with a code of it (the authenticator's, or the e-mailed one).
 * Other members' factors are not found; five wrong codes end the enrolment (BAD_CODE `triesLeft` 0). When the
 * member holds no unused recovery code (two-step verification was off) a new set comes with the answer.
 */
export async function confirmFactor(
  deps: FactorDeps,
  caller: MemberCaller,
  factorId: string,
  code: string,
): Promise<ConfirmFactorResponse> {
  await signedInMember(deps, caller);
  const factor = await findFactor(deps.db, caller.memberId, factorId);
  if (!factor) throw notFound('Factor', { factorId });
  if (factor.status === 'ACTIVE') throw factorAlreadyActive();
  const now = deps.clock();
  const counted = await countFactorTry(deps.db, factor.id, MFA_MAX_WRONG_TRIES);
  if (!counted) throw badCode('Too many wrong codes; start the enrolment again', { triesLeft: 0 });
  const triesLeft = MFA_MAX_WRONG_TRIES - counted.wrong_tries;
  let usedStep: number | null = null;
  if (counted.type === 'TOTP') {
    const step = counted.secret ? matchTotp(counted.secret, code, now, null) : undefined;
    if (step === undefined) throw badCode('Wrong code', { triesLeft });
    usedStep = step;
  } else {
    const live = counted.code_expires_at !== null && counted.code_expires_at > now;
    if (!live || !counted.code_hash || !sameHash(counted.code_hash, emailCodeHash(counted.id, code))) {
      throw badCode(live ? 'Wrong code' : 'The code expired; start the enrolment again', {
        triesLeft: live ? triesLeft : 0,
      });
    }
  }
  return deps.db.transaction().execute(async (trx) => {
    const activated = await activateFactor(trx, counted.id, now, usedStep);
    if (!activated) throw factorAlreadyActive();
    if ((await countRecoveryCodes(trx, caller.memberId)).remaining > 0)
      return { factor: factorView(activated) };
    return {
      factor: factorView(activated),
      recoveryCodes: await issueRecoveryCodes(trx, caller.memberId, now),
    };
  });
}

/**
 * Removes one of the caller's factors (others' are not found). An active one only within
 * RECENT_LOGIN_SECONDS of a sign-in, so a borrowed session cannot turn the second step off; the devices
 * the member trusted must pass the second step again, and the recovery codes go with the last active factor.
 */
export async function removeFactor(deps: FactorDeps, caller: MemberCaller, factorId: string): Promise<void> {
  await signedInMember(deps, caller);
  const factor = await findFactor(deps.db, caller.memberId, factorId);
  if (!factor) throw notFound('Factor', { factorId });
  const now = deps.clock().getTime() / 1000;
  const recent = caller.authTime !== undefined && now - caller.authTime <= RECENT_LOGIN_SECONDS;
  if (factor.status === 'ACTIVE' && !recent) throw recentSignInRequired();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteFactor(trx, caller.memberId, factorId))) throw notFound('Factor', { factorId });
    await deleteTrustedDevices(trx, caller.memberId);
    if ((await listActiveFactors(trx, caller.memberId)).length === 0) {
      await deleteRecoveryCodes(trx, caller.memberId);
    }
  });
}
