// The member a provider account is: the one linked to (connection, subject), else the member with the
// same e-mail when the provider verified it (taken over from whoever registered it, if it was never
// verified), else a new member. Then signed in like any other login.
import type { IdentityProfile, StateMachineResponse } from '@cartwright/contracts';
import type { AppDeps } from '../../../deps.js';
import { AppError } from '../../../errors/app-error.js';
import { getAuthSettings, isEmailAddress, signInState } from '../../identity/index.js';
import {
  createMember,
  DuplicateMemberEmail,
  findMemberById,
  findMemberByLoginEmail,
  type MemberRecord,
  markLoginEmailVerified,
} from '../../members/index.js';
import { emailNotVerified, emailRequired } from '../sso.errors.js';
import type { ProviderAccount } from './provider-account.js';
import { findLinkedMemberId, insertLink, listMemberLinks } from './sso.repository.js';
import { endUnprovenAccess } from './unproven-member.js';

type SsoSignInDeps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'config'>;

const NAME_MAX = 100;

function profileOf(account: ProviderAccount): IdentityProfile {
  return {
    ...(account.givenName ? { firstName: account.givenName.slice(0, NAME_MAX) } : {}),
    ...(account.familyName ? { lastName: account.familyName.slice(0, NAME_MAX) } : {}),
  };
}

/**
 * Finds or creates the member of a verified provider account and answers the sign-in state (blocked and
 * offline members refused; pending ones wait for approval; unverified e-mails verified first when the
 * store requires it), its identity listing the member's provider connections.
 */
export async function signInProviderAccount(
  deps: SsoSignInDeps,
  connectionId: string,
  account: ProviderAccount,
): Promise<StateMachineResponse> {
  const settings = await getAuthSettings(deps);
  const answer = await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock();
    const linkedId = await findLinkedMemberId(trx, connectionId, account.subject);
    let member: MemberRecord | undefined = linkedId ? await findMemberById({ db: trx }, linkedId) : undefined;
    if (!member) {
      const email = account.email;
      if (email === undefined || !isEmailAddress(email)) throw emailRequired();
      member = await findMemberByLoginEmail({ db: trx }, email);
      if (member) {
        // Only the provider's word that the address is the account holder's lets it take over a member.
        if (!account.emailVerified) throw emailNotVerified();
        if (!member.loginEmailVerified) {
          // Whoever registered the address never proved it was theirs; this account just did.
          await endUnprovenAccess(deps, trx, member.id);
          member = (await markLoginEmailVerified(deps, trx, member.id)) ?? member;
        }
      } else {
        member = await createSsoMember(deps, trx, email, account, settings.approval === 'AUTOMATIC');
      }
      await insertLink(trx, { connectionId, subject: account.subject, memberId: member.id, now });
    }
    const state = await signInState(deps, trx, member, settings);
    const links = await listMemberLinks(trx, member.id);
    return { state, links };
  });
  const { state, links } = answer;
  if (!state.identity) return state;
  const connections = links.map((link) => ({
    idpConnection: { idpConnectionId: link.connection_id, idpUserId: link.subject },
  }));
  return { ...state, identity: { ...state.identity, connections } };
}

async function createSsoMember(
  deps: Pick<AppDeps, 'clock'>,
  trx: Parameters<typeof createMember>[1],
  email: string,
  account: ProviderAccount,
  approved: boolean,
): Promise<MemberRecord> {
  try {
    return await createMember(deps, trx, {
      email,
      passwordHash: null,
      status: approved ? 'APPROVED' : 'PENDING',
      emailVerified: account.emailVerified,
      profile: profileOf(account),
    });
  } catch (error) {
    // Registered meanwhile: the transaction is spoiled, the member may simply sign in again.
    if (error instanceof DuplicateMemberEmail)
      throw new AppError(409, 'CONFLICT', 'Signed up concurrently; retry');
    throw error;
  }
}
