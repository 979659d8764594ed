// Request and response bodies of the bulk member calls (wire.md §1.2 M12–M15): by ids, or by a filter that
// runs as a background job (or, as a dry run, only counts the members it would change).
import { type Static, Type } from '@sinclair/typebox';
import { ApplicationErrorSchema } from '../errors/error-envelope.js';
import { MAX_IDS_PER_CALL } from '../limits.js';
import { MemberIdSchema } from './member-inputs.js';
import { MemberSearchSchema } from './member-requests.js';

const opt = Type.Optional;
const closed = { additionalProperties: false } as const;
const memberId = MemberIdSchema;

/** M12. */
export const BulkDeleteMembersRequestSchema = Type.Object(
  { memberIds: Type.Array(memberId, { minItems: 1, maxItems: MAX_IDS_PER_CALL }) },
  closed,
);
export type BulkDeleteMembersRequest = Static<typeof BulkDeleteMembersRequestSchema>;

export const BulkMemberResultSchema = Type.Object({
  itemMetadata: Type.Object({
    id: opt(Type.String()),
    originalIndex: Type.Integer(),
    success: Type.Boolean(),
    error: opt(ApplicationErrorSchema),
  }),
});
export type BulkMemberResult = Static<typeof BulkMemberResultSchema>;

/** M12. */
export const BulkDeleteMembersResponseSchema = Type.Object({
  results: Type.Array(BulkMemberResultSchema),
  bulkActionMetadata: Type.Object({
    totalSuccesses: Type.Integer(),
    totalFailures: Type.Integer(),
    undetailedFailures: Type.Integer(),
  }),
});
export type BulkDeleteMembersResponse = Static<typeof BulkDeleteMembersResponseSchema>;

/** A non-empty filter: a bulk call by filter never means "every member" by accident. */
const bulkFilter = Type.Record(Type.String(), Type.Unknown(), { minProperties: 1 });
/** Cartwright: answer how many members the call would change, and change nothing. */
const dryRun = opt(Type.Boolean());

/** M13. */
export const BulkDeleteMembersByFilterRequestSchema = Type.Object(
  { filter: bulkFilter, contentAssigneeId: opt(memberId), search: opt(MemberSearchSchema), dryRun },
  closed,
);
export type BulkDeleteMembersByFilterRequest = Static<typeof BulkDeleteMembersByFilterRequestSchema>;

/** M14, M15. */
export const BulkMembersByFilterRequestSchema = Type.Object({ filter: bulkFilter, dryRun }, closed);
export type BulkMembersByFilterRequest = Static<typeof BulkMembersByFilterRequestSchema>;
export type BulkApproveMembersByFilterRequest = BulkMembersByFilterRequest;
export type BulkBlockMembersByFilterRequest = BulkMembersByFilterRequest;

/** M13–M15: the background job's id, or for a dry run only the number of members it would change. */
export const BulkMembersByFilterResponseSchema = Type.Object({
  jobId: opt(Type.String()),
  affectedCount: opt(Type.Integer()),
});
export type BulkMembersByFilterResponse = Static<typeof BulkMembersByFilterResponseSchema>;
