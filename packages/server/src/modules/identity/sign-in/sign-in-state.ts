// Where a member who proved who they are stands: blocked, verifying the e-mail, waiting for the owner,
// asked for a second factor, or signed in with a session token. Register, login and verification all
// answer through it.
import type { AuthSettings, StateMachineResponse } from '@cartwright/contracts';
import type { Db } from '../../../db/database.js';
import { getMemberCredentials, type MemberRecord } from '../../members/index.js';
import { listActiveFactors } from '../factors/factors.repository.js';
import { identityFactors, mfaState } from '../factors/mfa.service.js';
import { memberBlocked } from '../identity.errors.js';
import { startEmailVerification } from '../verification/verification.service.js';
import { identityOf } from './identity-view.js';
import type { SignInVisitor } from './session-tokens.js';
import { type SignInDeps, signedIn } from './signed-in.js';

export type { SignInDeps } from './signed-in.js';

/**
 * The state to answer for the member, in `db` (the sign-in's transaction): REQUIRE_EMAIL_VERIFICATION
 * (a code e-mailed, or the live one handed on) while the store requires a verified e-mail, then REQUIRE_OWNER_APPROVAL while
 * pending, then REQUIRE_MFA while an enrolled factor is due (not on a device the member trusted, named by
 * `trustedDevice`), else SUCCESS with a session token that remembers `visitor`; the first success also
 * e-mails a welcome. Blocked and offline members are refused.
 */
export async function signInState(
  deps: SignInDeps,
  db: Db,
  member: MemberRecord,
  settings: AuthSettings,
  trustedDevice?: string,
  visitor?: SignInVisitor,
): Promise<StateMachineResponse> {
  if (member.status === 'BLOCKED' || member.status === 'OFFLINE') throw memberBlocked();
  const credentials = await getMemberCredentials({ db }, member.id);
  const factors = identityFactors(await listActiveFactors(db, member.id));
  const identity = identityOf(member, Boolean(credentials?.passwordHash), factors);
  if (settings.emailVerification === 'REQUIRED' && !member.loginEmailVerified) {
    const { stateToken } = await startEmailVerification(deps, db, member, { forSignIn: true, limited: true });
    return { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken, identity };
  }
  if (member.status === 'PENDING') return { state: 'REQUIRE_OWNER_APPROVAL', identity };
  return (
    (await mfaState(deps, db, member, identity, trustedDevice)) ??
    signedIn(deps, db, member, identity, visitor)
  );
}
