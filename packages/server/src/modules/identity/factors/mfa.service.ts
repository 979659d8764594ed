// The second step of a sign-in (wire.md §1.4 A9): a member with an active factor is answered REQUIRE_MFA
// and a state token instead of a session token, unless the device was trusted; the factor's code then
// completes the sign-in. Ten minutes, five wrong codes, single use; a TOTP step is never accepted twice.
import { randomUUID } from 'node:crypto';
import {
  type EnrollableFactorType,
  type Identity,
  MFA_MAX_WRONG_TRIES,
  MFA_STATE_TTL_SECONDS,
  type MfaAdditionalData,
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
import type { MemberFactorRow } from '../factors.table.js';
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

/** The factor's code in the request; the path's factor type and the body's must agree. */
function codeOf(
  factorType: string,
  request: VerifyFactorRequest,
): { type: EnrollableFactorType; code: string } {
  if (request.factorType !== undefined && request.factorType !== factorType) {
    throw new ValidationFailure([
      {
        field: 'factorType',
        description: 'must equal the factor type of the path',
        violatedRule: 'VALIDATION',
      },
    ]);
  }
  if (factorType !== 'TOTP' && factorType !== 'EMAIL') throw factorNotSupported(factorType);
  const field = factorType === 'TOTP' ? 'totpData' : 'emailData';
  const code = request[field]?.code;
  if (code === undefined) {
    throw new ValidationFailure([
      { field: `${field}.code`, description: 'is required', violatedRule: 'REQUIRED_FIELD' },
    ]);
  }
  return { type: factorType, code };
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

/**
 * A9: checks the factor's code against the sign-in its state token names and answers SUCCESS with a
 * session token (remembering `visitor`, who called). NOT_FOUND for an unknown, used, expired or dead state token; BAD_CODE (`triesLeft`) for a
 * wrong or replayed code; 429 past MEMBER_WRONG_CODES_LIMIT; FACTOR_NOT_SUPPORTED for other factor types.
 * Each try is counted at once, outside the transaction, so a failure that rolls back cannot take it back.
 */
export async function verifyFactor(
  deps: MfaDeps & Pick<AppDeps, 'db'>,
  factorType: string,
  request: VerifyFactorRequest,
  visitor?: SignInVisitor,
): Promise<VerifiedFactor> {
  const { type, code } = codeOf(factorType, request);
  const stateTokenHash = sha256Hex(request.stateToken);
  const memberId = await findChallengeMember(deps.db, stateTokenHash);
  if (!memberId) throw verificationNotFound();
  await throttle(deps, memberId);
  const now = deps.clock();
  const challenge = await countChallengeTry(deps.db, stateTokenHash, MFA_MAX_WRONG_TRIES, now);
  if (!challenge) throw verificationNotFound();
  const triesLeft = MFA_MAX_WRONG_TRIES - challenge.wrong_tries;
  const factor = await findFactorOfType(deps.db, challenge.member_id, type);
  if (factor?.status !== 'ACTIVE') throw factorNotActive();
  let step: number | undefined;
  if (type === 'TOTP') {
    step = factor.secret ? matchTotp(factor.secret, code, now, factor.last_used_step) : undefined;
    if (step === undefined) throw badCode('Wrong code', { triesLeft });
  } else if (
    !challenge.email_code_hash ||
    !sameHash(challenge.email_code_hash, emailCodeHash(challenge.id, code))
  ) {
    throw badCode('Wrong code', { triesLeft });
  }
  return deps.db.transaction().execute(async (trx) => {
    if (!(await useChallenge(trx, challenge.id, now))) throw verificationNotFound();
    if (step !== undefined && !(await spendTotpStep(trx, factor.id, step))) {
      throw badCode('This code was used already; wait for the next one', { triesLeft });
    }
    const member = await findMemberById({ db: trx }, challenge.member_id);
    if (!member || member.status === 'BLOCKED' || member.status === 'OFFLINE') throw memberBlocked();
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
