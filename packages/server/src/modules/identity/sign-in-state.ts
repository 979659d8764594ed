// Where a member who proved who they are stands: blocked, verifying the e-mail, waiting for the owner,
// or signed in with a session token. Register, login and verification all answer through it.
import type { AuthSettings, StateMachineResponse } from '@cartwright/contracts';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { sendEmail } from '../email/index.js';
import { getMemberCredentials, type MemberRow, recordMemberLogin } from '../members/index.js';
import { memberBlocked } from './identity.errors.js';
import { identityOf } from './identity-view.js';
import { issueSessionToken } from './session-tokens.js';
import { startEmailVerification } from './verification.service.js';

export type SignInDeps = Pick<AppDeps, 'clock' | 'logger' | 'config'>;

/**
 * The state to answer for the member, in `db` (the sign-in's transaction): REQUIRE_EMAIL_VERIFICATION
 * (a code e-mailed) while the store requires a verified e-mail, then REQUIRE_OWNER_APPROVAL while
 * pending, else SUCCESS with a session token; the first success also e-mails a welcome. Blocked and
 * offline members are refused.
 */
export async function signInState(
  deps: SignInDeps,
  db: Db,
  member: MemberRow,
  settings: AuthSettings,
): Promise<StateMachineResponse> {
  if (member.status === 'BLOCKED' || member.status === 'OFFLINE') throw memberBlocked();
  const credentials = await getMemberCredentials({ db }, member.id);
  const identity = identityOf(member, Boolean(credentials?.password_hash));
  if (settings.emailVerification === 'REQUIRED' && !member.login_email_verified) {
    const { stateToken } = await startEmailVerification(deps, db, member, true);
    return { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken, identity };
  }
  if (member.status === 'PENDING') return { state: 'REQUIRE_OWNER_APPROVAL', identity };
  const sessionToken = await issueSessionToken({ db, clock: deps.clock }, member.id);
  if (member.last_login_at === null) await sendWelcome(deps, db, member);
  await recordMemberLogin({ db, clock: deps.clock }, member.id);
  return { state: 'SUCCESS', sessionToken, identity };
}

async function sendWelcome(deps: SignInDeps, db: Db, member: MemberRow): Promise<void> {
  const link = `${deps.config.publicUrl}/`;
  await sendEmail(deps, db, {
    to: member.login_email,
    subject: 'Welcome',
    text: `Welcome! Your account is ready. Visit us at ${link}`,
    html: `<p>Welcome! Your account is ready. Visit us at <a href="${link}">${link}</a></p>`,
    kind: 'welcome',
    data: { link },
  });
}
