// What a member's earlier sign-ins left that could sign it in again without its password: session tokens
// not yet redeemed, second factors, their recovery codes and the devices trusted to skip them, second steps
// and e-mail codes on their way. Dropped when whoever set them up may not be the member at all.
import type { Db } from '../../../db/database.js';
import type { AppDeps } from '../../../deps.js';
import {
  deleteMemberChallenges,
  deleteMemberFactors,
  deleteTrustedDevices,
} from '../factors/factors.repository.js';
import { deleteRecoveryCodes } from '../factors/recovery-codes.repository.js';
import { useMemberVerifications } from '../verification/verification.repository.js';
import { deleteMemberSessionTokens } from './session-tokens.js';

/**
 * Drops the member's unredeemed session tokens, factors (active and pending) and recovery codes, trusted
 * devices, pending second steps and open e-mail verifications; pass the transaction of the change that asks for it as `db`.
 * @example await dropMemberSignInSecrets({ db: trx, clock }, memberId)
 */
export async function dropMemberSignInSecrets(
  deps: { db: Db; clock: AppDeps['clock'] },
  memberId: string,
): Promise<void> {
  await deleteMemberSessionTokens(deps, memberId);
  await deleteMemberFactors(deps.db, memberId);
  await deleteRecoveryCodes(deps.db, memberId);
  await deleteTrustedDevices(deps.db, memberId);
  await deleteMemberChallenges(deps.db, memberId);
  await useMemberVerifications(deps.db, memberId, deps.clock());
}
