// Taking over a member whose login e-mail was never verified: anyone could have registered the address, so
// whatever they set up (a password, sessions, codes, a second factor, provider accounts that did not prove
// the address) ends in the same transaction as the link to the account that did prove it.
import type { Db } from '../../../db/database.js';
import type { AppDeps } from '../../../deps.js';
import { dropMemberSignInSecrets } from '../../identity/index.js';
import { removeMemberPassword } from '../../members/index.js';
import { endMemberSessions } from '../../oauth/index.js';
import { spendMemberRecoveryTokens } from '../recovery/recovery.service.js';
import { deleteMemberLinks } from './sso.repository.js';

/**
 * Leaves the member nothing its earlier holder could sign in with: no password, refresh token, hosted
 * session, authorization or session token, factor, trusted device, pending code or recovery link, and no
 * provider link. Access tokens already issued run out on their own (they are not looked up).
 */
export async function endUnprovenAccess(
  deps: Pick<AppDeps, 'clock'>,
  trx: Db,
  memberId: string,
): Promise<void> {
  const scope = { db: trx, clock: deps.clock };
  await removeMemberPassword(scope, memberId);
  await endMemberSessions(scope, memberId);
  await dropMemberSignInSecrets(scope, memberId);
  await spendMemberRecoveryTokens(scope, memberId);
  await deleteMemberLinks(trx, memberId);
}
