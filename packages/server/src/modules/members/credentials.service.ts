// A member's password as recovery, password changes and SSO taking over an unverified member change it.
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { dropMemberPassword, findPasswordHash, setMemberPassword } from './credentials.repository.js';

/** The transaction of the change (or the database) and the time it happens at. */
type CredentialDeps = { db: Db; clock: AppDeps['clock'] };

/**
 * The member's password hash; null when it has none.
 * @example if ((await getMemberPasswordHash(deps, memberId)) === null) …
 */
export const getMemberPasswordHash = (deps: Pick<AppDeps, 'db'>, memberId: string): Promise<string | null> =>
  findPasswordHash(deps.db, memberId);

/**
 * Sets the member's password hash and clears "reset required"; with `verifyEmail`, the login e-mail counts as
 * verified (a recovery link proved the member reads it).
 * @example await changeMemberPassword({ db: trx, clock }, memberId, hash, { verifyEmail: false })
 */
export const changeMemberPassword = (
  deps: CredentialDeps,
  memberId: string,
  passwordHash: string,
  options: { verifyEmail: boolean },
): Promise<void> => setMemberPassword(deps.db, memberId, passwordHash, deps.clock(), options);

/**
 * Removes the member's password (it then signs in only through an identity provider, or sets one with a
 * recovery link).
 * @example await removeMemberPassword({ db: trx, clock }, memberId)
 */
export const removeMemberPassword = (deps: CredentialDeps, memberId: string): Promise<void> =>
  dropMemberPassword(deps.db, memberId, deps.clock());
