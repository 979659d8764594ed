// The second step of a sign-in (wire.md §1.4 A9): a member with an active factor is answered REQUIRE_MFA
// and a state token instead of a session token, unless the device was trusted; the factor's code, or one of
// the member's recovery codes, then completes the sign-in. Ten minutes, five wrong codes, single use; a TOTP
// step is never accepted twice, nor a recovery code.
import { randomUUID } from 'node:crypto';
import {
  type EnrollableFactorType,
  type Identity,
  MFA_MAX_WRONG_TRIES,
  MFA_STATE_TTL_SECONDS,
  type MfaAdditionalData,
  normalRecoveryCode,
  type StateMachineResponse,
  TRUSTED_DEVICE_DAYS,
  type VerifyFactorRequest,
} from '@cartwright/contracts';
import type { Db } from '../../../db/database.js';
import type { AppDeps } from '../../../deps.js';
import { ValidationFailure } from '../../../errors/app-error.js';
import { randomSecret, sha256Hex } from '../../../lib/secrets.js';
import { matchTotp } from '../../../lib/totp.js';
import { sendEmail } from '../../email/index.js';
import { findMemberById, getMemberCredentials, type MemberRecord } from '../../members/index.js';
import type { MemberFactorRow, MfaChallengeRow } from '../factors.table.js';
import {
  badCode,
  FactorThrottled,
  factorNotActive,
  factorNotSupported,
  memberBlocked,
  verificationNotFound,
} from '../identity.errors.js';
import { identityOf } from '../sign-in/identity-view.js';
import type { SignInVisitor } from '../sign-in/session-tokens.js';
import { type SignInDeps, signedIn } from '../sign-in/signed-in.js';
import {
  countChallengeTry,
  deleteExpiredChallenges,
  deleteExpiredTrustedDevices,
  findChallengeMember,
  findFactorOfType,
  insertChallenge,
  insertTrustedDevice,
  isTrustedDevice,
  listActiveFactors,
  recentWrongTries,
  spendTotpStep,
  useChallenge,
} from './factors.repository.js';
import { emailCodeHash, newEmailCode, sameHash } from './factors.service.js';
import { spendRecoveryCodeAtSignIn } from './recovery-codes.service.js';

type MfaDeps = SignInDeps;

/** Wrong codes a member may send across sign-ins in THROTTLE_WINDOW_MS before verify answers 429. */
export const MEMBER_WRONG_CODES_LIMIT = 10;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const additionalData = (types: EnrollableFactorType[]): MfaAdditionalData => ({
  factorTypes: { listValue: { value: types.map((type) => ({ strValue: type })) } },
});

/** The factors an identity lists beside the password. */
export const identityFactors = (factors: MemberFactorRow[]): Identity['factors'] =>
  factors.map((f) => ({ factorId: f.id, type: f.type, status: f.status }));

/**
 * REQUIRE_MFA for a member with an active factor on a device it did not trust (pass the sign-in's
 * transaction); undefined when no second step is due. With an EMAIL factor a code goes out at once.
 */
export async function mfaState(
  deps: MfaDeps,
  db: Db,
  member: MemberRecord,
  identity: Identity,
  trustedDevice: string | undefined,
): Promise<StateMachineResponse | undefined> {
  const factors = await listActiveFactors(db, member.id);
  if (factors.length === 0) return undefined;
  const now = deps.clock();
  if (trustedDevice && (await isTrustedDevice(db, sha256Hex(trustedDevice), member.id, now)))
    return undefined;
  const id = randomUUID();
  const stateToken = randomSecret();
  const emailCode = factors.some((f) => f.type === 'EMAIL') ? newEmailCode() : undefined;
  await insertChallenge(db, {
    id,
    member_id: member.id,
    state_token_hash: sha256Hex(stateToken),
    email_code_hash: emailCode === undefined ? null : emailCodeHash(id, emailCode),
    wrong_tries: 0,
    created_at: now,
    expires_at: new Date(now.getTime() + MFA_STATE_TTL_SECONDS * 1000),
    used_at: null,
  });
  if (emailCode !== undefined) {
    await sendEmail(deps, db, {
      to: member.loginEmail,
      subject: 'Your sign-in code',
      text: `Your sign-in code is ${emailCode}. It is valid for 10 minutes.`,
      html: `<p>Your sign-in code is <b>${emailCode}</b>. It is valid for 10 minutes.</p>`,
      kind: 'sign-in-code',
      data: { code: emailCode },
    });
  }
  return {
    state: 'REQUIRE_MFA',
    stateToken,
    identity,
    additionalData: { ...additionalData(factors.map((f) => f.type)) },
  };
}

/** What completes a second step: an enrolled factor's code, or a recovery code. */
type SecondStepType = EnrollableFactorType | 'RECOVERY_CODE';

const CODE_FIELDS = {
  TOTP: 'totpData',
  EMAIL: 'emailData',
  RECOVERY_CODE: 'recoveryCodeData',
} as const satisfies Record<SecondStepType, keyof VerifyFactorRequest>;

/**
 * The code in the request; the path's factor type and the body's must agree. A recovery code travels as the
 * platform's A9 call carries one (factor type RECOVERY_CODE, `recoveryCodeData.code`), so the platform's wire
 * stays exactly as it is and gateway clients can send one too: no Cartwright call is needed for it.
 */
function codeOf(factorType: string, request: VerifyFactorRequest): { type: SecondStepType; code: string } {
  if (request.factorType !== undefined && request.factorType !== factorType) {
    throw new ValidationFailure([
      {
        field: 'factorType',
        description: 'must equal the factor type of the path',
        violatedRule: 'VALIDATION',
      },
    ]);
  }
  if (!Object.hasOwn(CODE_FIELDS, factorType)) throw factorNotSupported(factorType);
  const type = factorType as SecondStepType;
  const field = CODE_FIELDS[type];
  const code = request[field]?.code;
  if (code === undefined) {
    throw new ValidationFailure([
      { field: `${field}.code`, description: 'is required', violatedRule: 'REQUIRED_FIELD' },
    ]);
  }
  return { type, code };
}

/** 429 when the member sent too many wrong codes lately, whichever sign-ins they belonged to. */
async function throttle(deps: Pick<AppDeps, 'db' | 'clock'>, memberId: string): Promise<void> {
  const now = deps.clock().getTime();
  const { tries, oldest } = await recentWrongTries(deps.db, memberId, new Date(now - THROTTLE_WINDOW_MS));
  if (tries >= MEMBER_WRONG_CODES_LIMIT && oldest) {
    throw new FactorThrottled(Math.max(1, Math.ceil((oldest.getTime() + THROTTLE_WINDOW_MS - now) / 1000)));
  }
}

export interface VerifiedFactor {
  response: StateMachineResponse;
  /** The new trusted-device value for the cookie, when the member asked to be remembered. */
  trustedDevice?: string;
}

/** Spends, in the sign-in's transaction, what a right code used up; throws BAD_CODE for a replay or a race. */
type Spend = (trx: Db, member: MemberRecord) => Promise<void>;

/**
 * Compares the code before the sign-in's transaction, so a wrong one stays counted; answers what the
 * transaction must spend. A recovery code is compared by spending it (one conditional update), so two
 * sign-ins racing with one code cannot both pass.
 */
async function checkedCode(
  deps: MfaDeps & Pick<AppDeps, 'db'>,
  challenge: MfaChallengeRow,
  { type, code }: { type: SecondStepType; code: string },
  now: Date,
): Promise<Spend> {
  const triesLeft = MFA_MAX_WRONG_TRIES - challenge.wrong_tries;
  if (type === 'RECOVERY_CODE') {
    if ((await listActiveFactors(deps.db, challenge.member_id)).length === 0) throw factorNotActive();
    const written = normalRecoveryCode(code);
    if (written === undefined) throw badCode('Wrong code', { triesLeft });
    return async (trx, member) => {
      if (!(await spendRecoveryCodeAtSignIn(deps, trx, member, written))) {
        throw badCode('Wrong code, or a recovery code used already', { triesLeft });
      }
    };
  }
  const factor = await findFactorOfType(deps.db, challenge.member_id, type);
  if (factor?.status !== 'ACTIVE') throw factorNotActive();
  if (type === 'TOTP') {
    const step = factor.secret ? matchTotp(factor.secret, code, now, factor.last_used_step) : undefined;
    if (step === undefined) throw badCode('Wrong code', { triesLeft });
    return async (trx) => {
      if (!(await spendTotpStep(trx, factor.id, step))) {
        throw badCode('This code was used already; wait for the next one', { triesLeft });
      }
    };
  }
  if (!challenge.email_code_hash || !sameHash(challenge.email_code_hash, emailCodeHash(challenge.id, code))) {
    throw badCode('Wrong code', { triesLeft });
  }
  return async () => {};
}

/**
 * A9: checks the factor's code (or a recovery code) against the sign-in its state token names and answers
 * SUCCESS with a session token (remembering `visitor`, who called). NOT_FOUND for an unknown, used, expired or
 * dead state token; BAD_CODE (`triesLeft`) for a wrong or replayed code; 429 past MEMBER_WRONG_CODES_LIMIT;
 * FACTOR_NOT_SUPPORTED for other factor types. Each try is counted at once, outside the transaction, so a
 * failure that rolls back cannot take it back.
 */
export async function verifyFactor(
  deps: MfaDeps & Pick<AppDeps, 'db'>,
  factorType: string,
  request: VerifyFactorRequest,
  visitor?: SignInVisitor,
): Promise<VerifiedFactor> {
  const typed = codeOf(factorType, request);
  const stateTokenHash = sha256Hex(request.stateToken);
  const memberId = await findChallengeMember(deps.db, stateTokenHash);
  if (!memberId) throw verificationNotFound();
  await throttle(deps, memberId);
  const now = deps.clock();
  const challenge = await countChallengeTry(deps.db, stateTokenHash, MFA_MAX_WRONG_TRIES, now);
  if (!challenge) throw verificationNotFound();
  const spend = await checkedCode(deps, challenge, typed, now);
  return deps.db.transaction().execute(async (trx) => {
    if (!(await useChallenge(trx, challenge.id, now))) throw verificationNotFound();
    const member = await findMemberById({ db: trx }, challenge.member_id);
    if (!member || member.status === 'BLOCKED' || member.status === 'OFFLINE') throw memberBlocked();
    await spend(trx, member);
    const credentials = await getMemberCredentials({ db: trx }, member.id);
    const identity = identityOf(
      member,
      Boolean(credentials?.passwordHash),
      identityFactors(await listActiveFactors(trx, member.id)),
    );
    const response = await signedIn(deps, trx, member, identity, visitor);
    if (!request.rememberThisDevice) return { response };
    const trustedDevice = randomSecret();
    await insertTrustedDevice(trx, {
      token_hash: sha256Hex(trustedDevice),
      member_id: member.id,
      created_at: now,
      expires_at: new Date(now.getTime() + TRUSTED_DEVICE_DAYS * DAY_MS),
    });
    return { response, trustedDevice };
  });
}

/** Deletes expired second-step sign-ins and trusted devices (housekeeping); answers how many went. */
export async function deleteExpiredMfa(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock();
  return (await deleteExpiredChallenges(deps.db, now)) + (await deleteExpiredTrustedDevices(deps.db, now));
}
