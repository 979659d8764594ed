// Password recovery and account activation: a single-use link by e-mail, then a new password that ends
// every session of the member. Nobody is signed in by it.
import type {
  RecoverRequest,
  RecoverResponse,
  RecoveryRedirect,
  SendActivationEmailRequest,
  SendRecoveryEmailRequest,
} from '@cartwright/contracts';
import type { AppDeps } from '../../../deps.js';
import { invalidField, notFound } from '../../../errors/app-error.js';
import { hashPassword } from '../../../lib/passwords.js';
import { randomSecret, sha256Hex } from '../../../lib/secrets.js';
import { sendEmail } from '../../email/index.js';
import { deleteMemberSessionTokens } from '../../identity/index.js';
import {
  changeMemberPassword,
  findMemberById,
  findMemberByLoginEmail,
  getMemberPasswordHash,
  type MemberRecord,
} from '../../members/index.js';
import { endMemberSessions, getOAuthClient } from '../../oauth/index.js';
import { activationNotNeeded, invalidRecoveryToken, memberBlocked } from '../recovery.errors.js';
import type { RecoveryTokenPurpose } from '../recovery.table.js';
import { recoveryEmail } from './recovery-emails.js';
import { countRecoveryEmailRequest } from './recovery-throttle.js';
import {
  deleteRecoveryTokensExpiredBefore,
  insertRecoveryToken,
  isLiveRecoveryToken,
  useMemberRecoveryTokens,
  useRecoveryToken,
} from './recovery-tokens.repository.js';

/** How long a recovery or activation link works. */
export const RECOVERY_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The hosted page the links lead to, below the public URL. */
export const RESET_PASSWORD_PAGE = '/auth/reset-password';

type RecoveryDeps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'config'>;

/**
 * V1: e-mails a recovery link when a member (not blocked) has this login e-mail, and does nothing
 * otherwise, answering the same either way. Throttled per e-mail and per client address first (429).
 * A redirect must name one of its client's registered redirect URIs exactly (validation error on
 * `redirect.url`), checked for every e-mail alike.
 * @example await sendRecoveryEmail(deps, { email: 'ada@shop.example' }, '203.0.113.7')
 */
export async function sendRecoveryEmail(
  deps: RecoveryDeps,
  input: SendRecoveryEmailRequest,
  address: string | undefined,
): Promise<void> {
  await countRecoveryEmailRequest(deps, { email: input.email, address });
  const redirectQuery = await redirectQueryOf(deps, input.redirect, 'redirect');
  const member = await findMemberByLoginEmail(deps, input.email);
  if (!member || member.status === 'BLOCKED') return;
  await sendLink(deps, 'recovery', member, redirectQuery);
}

/**
 * V2 (admin callers): e-mails an activation link to a member who has no password yet or is pending.
 * Unknown member: 404; one with a password who is not pending: ACTIVATION_NOT_NEEDED (400); a blocked
 * one: MEMBER_BLOCKED (400).
 */
export async function sendActivationEmail(
  deps: RecoveryDeps,
  input: SendActivationEmailRequest,
): Promise<void> {
  const member = await findMemberById(deps, input.identityId);
  if (!member) throw notFound('Member', { identityId: input.identityId });
  if (member.status === 'BLOCKED') throw memberBlocked();
  if (member.status !== 'PENDING' && (await getMemberPasswordHash(deps, member.id)) !== null) {
    throw activationNotNeeded();
  }
  const redirectQuery = await redirectQueryOf(deps, input.emailOptions?.redirect, 'emailOptions.redirect');
  await sendLink(deps, 'activation', member, redirectQuery);
}

/**
 * V3: sets the new password with a live token. The token and every other of the member's die, the login
 * e-mail counts as verified (the member read the link), "reset required" is cleared, and every refresh
 * token of the member is revoked. Unknown, used or expired token, or a blocked member:
 * INVALID_RECOVERY_TOKEN (400).
 */
export async function recover(deps: RecoveryDeps, input: RecoverRequest): Promise<RecoverResponse> {
  const tokenHash = sha256Hex(input.recoveryToken);
  // Checked before hashing, so guessing tokens costs the server no argon2 work.
  if (!(await isLiveRecoveryToken(deps.db, tokenHash, deps.clock()))) throw invalidRecoveryToken();
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock();
    const memberId = await useRecoveryToken(trx, tokenHash, now);
    const member = memberId === undefined ? undefined : await findMemberById({ db: trx }, memberId);
    if (!member || member.status === 'BLOCKED') throw invalidRecoveryToken();
    await useMemberRecoveryTokens(trx, member.id, now);
    // The password changes at the instant the token was spent.
    await changeMemberPassword({ db: trx, clock: () => now }, member.id, passwordHash, { verifyEmail: true });
    await endMemberSessions({ db: trx, clock: deps.clock }, member.id);
    await deleteMemberSessionTokens({ db: trx, clock: deps.clock }, member.id);
  });
  return { state: 'SUCCESS' };
}

/**
 * Uses up the member's live recovery and activation links, in `deps.db` (the caller's transaction): none may
 * set a password on an account someone else has just proven to be theirs.
 */
export function spendMemberRecoveryTokens(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  memberId: string,
): Promise<void> {
  return useMemberRecoveryTokens(deps.db, memberId, deps.clock());
}

/** Deletes expired recovery and activation tokens (housekeeping); answers how many went. */
export function deleteExpiredRecoveryTokens(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  return deleteRecoveryTokensExpiredBefore(deps.db, deps.clock());
}

/** `&redirect=…&clientId=…` for a redirect registered with its client; throws a violation otherwise. */
async function redirectQueryOf(
  deps: Pick<AppDeps, 'db'>,
  redirect: RecoveryRedirect | undefined,
  field: string,
): Promise<string> {
  if (!redirect) return '';
  const client = await getOAuthClient(deps, redirect.clientId);
  if (!client?.redirectUris.includes(redirect.url)) {
    throw invalidField(
      `${field}.url`,
      "must be exactly one of the client's registered redirect URIs",
      'VALIDATION',
    );
  }
  const query = new URLSearchParams({ redirect: redirect.url, clientId: redirect.clientId });
  return `&${query}`;
}

async function sendLink(
  deps: RecoveryDeps,
  purpose: RecoveryTokenPurpose,
  member: MemberRecord,
  redirectQuery: string,
): Promise<void> {
  const token = randomSecret();
  const link = `${deps.config.publicUrl}${RESET_PASSWORD_PAGE}?recoveryToken=${token}${redirectQuery}`;
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock();
    await insertRecoveryToken(trx, {
      token_hash: sha256Hex(token),
      member_id: member.id,
      purpose,
      created_at: now,
      expires_at: new Date(now.getTime() + RECOVERY_TOKEN_TTL_MS),
      used_at: null,
    });
    await sendEmail(deps, trx, recoveryEmail(purpose, member.loginEmail, link));
  });
}
