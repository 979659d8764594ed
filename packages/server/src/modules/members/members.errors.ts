// The members module's failures: typed application errors (wire.md §1.2) and database failures it turns into answers.
import { AppError, ValidationFailure } from '../../errors/app-error.js';

/** PostgreSQL's unique_violation on a constraint or index whose name contains `column`. */
export function isUniqueViolation(error: unknown, column: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  return e?.code === '23505' && String(e.constraint ?? e.message ?? '').includes(column);
}

export const memberNotFound = () => new AppError(404, 'NOT_FOUND', 'Member not found');

export const slugAlreadyExists = (slug: string) =>
  new AppError(409, 'SLUG_ALREADY_EXISTS', `Another member has the slug "${slug}"`, { slug });

export const duplicateLoginEmail = () =>
  new AppError(409, 'DUPLICATE_EMAIL', 'Another member has this login e-mail');

export const ownerBlockForbidden = () =>
  new AppError(409, 'OWNER_MEMBER_BLOCK_FORBIDDEN', "The store owner's member cannot be blocked");

export const selfBlockForbidden = () =>
  new AppError(409, 'MEMBER_SELF_BLOCK_FORBIDDEN', 'You cannot block your own member');

export const communityJoinImpossible = () =>
  new AppError(409, 'COMMUNITY_JOIN_IMPOSSIBLE', 'Only an approved member can join the community');

/** The member's sessions ended (blocked, disconnected): its token no longer acts for it. */
export const memberSessionEnded = () =>
  new AppError(401, 'UNAUTHENTICATED', "The member's sessions have ended");

export const deleteForbidden = (field: string) =>
  new ValidationFailure([
    {
      field,
      description: 'The owner and contributors cannot be deleted',
      violatedRule: 'OTHER',
      ruleName: 'OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN',
    },
  ]);
