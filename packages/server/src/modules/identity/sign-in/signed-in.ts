// The end of every successful sign-in (password, e-mail code, second factor): a session token, the login
// recorded, and a welcome e-mail the first time.
import type { Identity, StateMachineResponse } from '@cartwright/contracts';
import type { Db } from '../../../db/database.js';
import type { AppDeps } from '../../../deps.js';
import { sendEmail } from '../../email/index.js';
import { type MemberRecord, recordMemberLogin } from '../../members/index.js';
import { issueSessionToken, type SignInVisitor } from './session-tokens.js';

export type SignInDeps = Pick<AppDeps, 'clock' | 'logger' | 'config'>;

/**
 * SUCCESS with a new session token for the member, in `db` (the sign-in's transaction); it remembers
 * `visitor`, the visitor whose access token the call carried.
 */
export async function signedIn(
  deps: SignInDeps,
  db: Db,
  member: MemberRecord,
  identity: Identity,
  visitor?: SignInVisitor,
): Promise<StateMachineResponse> {
  const sessionToken = await issueSessionToken({ db, clock: deps.clock }, member.id, visitor);
  if (member.lastLoginAt === null) await sendWelcome(deps, db, member);
  await recordMemberLogin({ db, clock: deps.clock }, member.id);
  return { state: 'SUCCESS', sessionToken, identity };
}

async function sendWelcome(deps: SignInDeps, db: Db, member: MemberRecord): Promise<void> {
  const link = `${deps.config.publicUrl}/`;
  await sendEmail(deps, db, {
    to: member.loginEmail,
    subject: 'Welcome',
    text: `Welcome! Your account is ready. Visit us at ${link}`,
    html: `<p>Welcome! Your account is ready. Visit us at <a href="${link}">${link}</a></p>`,
    kind: 'welcome',
    data: { link },
  });
}
