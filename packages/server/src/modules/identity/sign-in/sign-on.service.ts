// Sign-on (wire.md §1.4 A7): a trusted caller (admin, API key) vouches for a member by e-mail; the
// member is found or created (approved, without a password) and gets a session token.
import type { SignOnRequest, SignOnResponse } from '@cartwright/contracts';
import type { AppDeps } from '../../../deps.js';
import { AppError } from '../../../errors/app-error.js';
import {
  createMember,
  DuplicateMemberEmail,
  findMemberByLoginEmail,
  getMemberCredentials,
  type MemberRecord,
  markLoginEmailVerified,
  recordMemberLogin,
} from '../../members/index.js';
import { invalidRegistrationEmail, memberBlocked, memberPending } from '../identity.errors.js';
import { isEmailAddress } from './authentication.service.js';
import { identityOf } from './identity-view.js';
import { issueSessionToken } from './session-tokens.js';

type SignOnDeps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Finds the member with the login e-mail (any case) or creates it, APPROVED and without a password;
 * `verifyEmail: true` marks the e-mail verified (the caller vouches for it). Blocked, offline and
 * pending members are refused.
 */
export async function signOn(deps: SignOnDeps, request: SignOnRequest): Promise<SignOnResponse> {
  const email = request.loginId.email.trim();
  if (!isEmailAddress(email)) throw invalidRegistrationEmail();
  return deps.db.transaction().execute(async (trx) => {
    let member: MemberRecord | undefined = await findMemberByLoginEmail({ db: trx }, email);
    if (!member) {
      try {
        member = await createMember(deps, trx, {
          email,
          passwordHash: null,
          status: 'APPROVED',
          emailVerified: request.verifyEmail === true,
          ...(request.profile === undefined ? {} : { profile: request.profile }),
        });
      } catch (error) {
        // Registered meanwhile: the transaction is spoiled, the caller may simply ask again.
        if (error instanceof DuplicateMemberEmail)
          throw new AppError(409, 'CONFLICT', 'Signed on concurrently; retry');
        throw error;
      }
    } else if (request.verifyEmail === true && !member.loginEmailVerified) {
      member = (await markLoginEmailVerified(deps, trx, member.id)) ?? member;
    }
    if (member.status === 'BLOCKED' || member.status === 'OFFLINE') throw memberBlocked();
    if (member.status === 'PENDING') throw memberPending();
    const sessionToken = await issueSessionToken({ db: trx, clock: deps.clock }, member.id);
    await recordMemberLogin({ db: trx, clock: deps.clock }, member.id);
    const credentials = await getMemberCredentials({ db: trx }, member.id);
    return { sessionToken, identity: identityOf(member, Boolean(credentials?.passwordHash)) };
  });
}
