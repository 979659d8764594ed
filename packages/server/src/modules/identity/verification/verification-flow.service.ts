// Verification calls (wire.md §1.5 V4–V6): start one for a member, and verify or resend a code during a
// sign-in, answered as the sign-in's next state.
import type {
  ResendDuringAuthenticationRequest,
  StartVerificationRequest,
  StartVerificationResponse,
  StateMachineResponse,
  VerifyDuringAuthenticationRequest,
} from '@cartwright/contracts';
import type { Caller } from '../../../caller.js';
import type { AppDeps } from '../../../deps.js';
import { notFound, permissionDenied } from '../../../errors/app-error.js';
import { findMemberById, getMemberCredentials, markLoginEmailVerified } from '../../members/index.js';
import { verificationNotFound } from '../identity.errors.js';
import { getAuthSettings } from '../settings/auth-settings.service.js';
import { identityOf } from '../sign-in/identity-view.js';
import type { SignInVisitor } from '../sign-in/session-tokens.js';
import { type SignInDeps, signInState } from '../sign-in/sign-in-state.js';
import {
  checkCode,
  resendCode,
  startEmailVerification,
  throttleSelfStart,
  useCheckedCode,
} from './verification.service.js';

type FlowDeps = SignInDeps & Pick<AppDeps, 'db'>;

/**
 * V5: the code proves the e-mail: it is marked verified and the sign-in goes on (SUCCESS with a session
 * token that remembers `visitor`, who called, or REQUIRE_OWNER_APPROVAL while the member is pending).
 */
export async function verifyDuringAuthentication(
  deps: FlowDeps,
  request: VerifyDuringAuthenticationRequest,
  visitor?: SignInVisitor,
): Promise<StateMachineResponse> {
  const { verificationId, memberId } = await checkCode(deps, request.stateToken, request.code);
  const settings = await getAuthSettings(deps);
  return deps.db.transaction().execute(async (trx) => {
    await useCheckedCode(deps, trx, verificationId);
    const member = await markLoginEmailVerified(deps, trx, memberId);
    if (!member) throw verificationNotFound();
    return signInState(deps, trx, member, settings, undefined, visitor);
  });
}

/** V6: a new code for the sign-in; answers its state again, with the same state token. */
export async function resendDuringAuthentication(
  deps: FlowDeps,
  request: ResendDuringAuthenticationRequest,
): Promise<StateMachineResponse> {
  const memberId = await resendCode(deps, request.stateToken);
  const member = await findMemberById(deps, memberId);
  if (!member) throw verificationNotFound();
  const credentials = await getMemberCredentials(deps, member.id);
  return {
    state: 'REQUIRE_EMAIL_VERIFICATION',
    stateToken: request.stateToken,
    identity: identityOf(member, Boolean(credentials?.passwordHash)),
  };
}

/**
 * V4: e-mails a code to the member's login address; the member itself or an admin may ask. The member's own
 * requests are limited as resends are, and by the address's code e-mails an hour (ResendThrottled, 429),
 * and refused while its verification is locked (VerificationLocked, 429); support may always send one.
 */
export async function startVerification(
  deps: FlowDeps,
  caller: Exclude<Caller, { kind: 'anonymous' }>,
  request: StartVerificationRequest,
): Promise<StartVerificationResponse> {
  if (caller.kind === 'visitor') throw permissionDenied();
  if (caller.kind === 'member' && caller.memberId !== request.identityId) throw permissionDenied();
  const member = await findMemberById(deps, request.identityId);
  if (!member) throw notFound('Member', { identityId: request.identityId });
  if (caller.kind === 'member') await throttleSelfStart(deps, member.id);
  const { verificationId } = await deps.db
    .transaction()
    .execute((trx) =>
      startEmailVerification(deps, trx, member, { forSignIn: false, limited: caller.kind === 'member' }),
    );
  return { verificationId };
}
