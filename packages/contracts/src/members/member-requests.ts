// Request and response bodies of the member calls on one member or a page of them (wire.md §1.2 M1–M11,
// M16–M18); the fields they write are in member-inputs.ts, the bulk calls (M12–M15) in member-bulk-requests.ts.
import { type Static, Type } from '@sinclair/typebox';
import { MEMBER_FIELDSETS } from '../enums/members.js';
import { MEMBER_SEARCH_MAX_LENGTH, MEMBER_SLUG_MAX_LENGTH } from '../limits.js';
import { FilterSchema, PagingMetadataSchema, PagingSchema, SortingSchema } from '../query/paging.js';
import { literalUnion } from '../schema/literal-union.js';
import { MemberSchema } from './member.js';
import { MemberCreateInputSchema, MemberIdSchema, MemberPatchSchema } from './member-inputs.js';

const opt = Type.Optional;
const closed = { additionalProperties: false } as const;
const memberId = MemberIdSchema;

export const MemberFieldsetsSchema = Type.Union([
  Type.Array(literalUnion(MEMBER_FIELDSETS), { maxItems: 3 }),
  literalUnion(MEMBER_FIELDSETS),
]);

export const MemberSlugSchema = Type.String({ minLength: 1, maxLength: MEMBER_SLUG_MAX_LENGTH });

/** M16. */
export const CreateMemberRequestSchema = Type.Object({ member: MemberCreateInputSchema }, closed);
export type CreateMemberRequest = Static<typeof CreateMemberRequestSchema>;

/** M17. */
export const UpdateMemberRequestSchema = Type.Object({ member: MemberPatchSchema }, closed);
export type UpdateMemberRequest = Static<typeof UpdateMemberRequestSchema>;

export const MemberResponseSchema = Type.Object({ member: MemberSchema });
/** M1–M6, M9, M16–M18. */
export type MemberResponse = Static<typeof MemberResponseSchema>;

/** M1. */
export const UpdateCurrentMemberSlugRequestSchema = Type.Object({ slug: MemberSlugSchema }, closed);
export type UpdateCurrentMemberSlugRequest = Static<typeof UpdateCurrentMemberSlugRequestSchema>;

/** M2 (admins). */
export const UpdateMemberSlugRequestSchema = Type.Object(
  { id: opt(memberId), slug: MemberSlugSchema },
  closed,
);
export type UpdateMemberSlugRequest = Static<typeof UpdateMemberSlugRequestSchema>;

/** M3, M4. */
export const EmptyMemberRequestSchema = Type.Object({}, closed);

/** M5 (query string): `fieldsets` repeated, or Cartwright's `fieldSet` (spec §7). */
export const GetCurrentMemberRequestSchema = Type.Object(
  { fieldsets: opt(MemberFieldsetsSchema), fieldSet: opt(literalUnion(MEMBER_FIELDSETS)) },
  closed,
);
export type GetCurrentMemberRequest = Static<typeof GetCurrentMemberRequestSchema>;

/** M6 (query string). */
export const GetMemberRequestSchema = Type.Object(
  { id: opt(memberId), fieldsets: opt(MemberFieldsetsSchema) },
  closed,
);
export type GetMemberRequest = Static<typeof GetMemberRequestSchema>;

const sortList = Type.Array(SortingSchema, { maxItems: 5 });

/** M7 (query string or `.r=`): `sorting` as the REST type says, `sort` as query builders send. */
export const ListMembersRequestSchema = Type.Object(
  {
    paging: opt(PagingSchema),
    fieldsets: opt(MemberFieldsetsSchema),
    sorting: opt(sortList),
    sort: opt(sortList),
  },
  closed,
);
export type ListMembersRequest = Static<typeof ListMembersRequestSchema>;

export const MemberSearchSchema = Type.Object(
  {
    expression: opt(Type.String({ maxLength: MEMBER_SEARCH_MAX_LENGTH })),
    /** Fields the words are looked for in; default: names, nickname, slug and login e-mail. */
    fields: opt(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 10 })),
  },
  closed,
);
export type MemberSearch = Static<typeof MemberSearchSchema>;

export const MembersQuerySchema = Type.Object(
  { filter: opt(FilterSchema), sort: opt(sortList), sorting: opt(sortList), paging: opt(PagingSchema) },
  closed,
);
export type MembersQuery = Static<typeof MembersQuerySchema>;

/** M8. */
export const QueryMembersRequestSchema = Type.Object(
  { query: opt(MembersQuerySchema), fieldsets: opt(MemberFieldsetsSchema), search: opt(MemberSearchSchema) },
  closed,
);
export type QueryMembersRequest = Static<typeof QueryMembersRequestSchema>;

/** M7, M8. */
export const MembersPageResponseSchema = Type.Object({
  members: Type.Array(MemberSchema),
  metadata: PagingMetadataSchema,
});
export type MembersPageResponse = Static<typeof MembersPageResponseSchema>;

/** M9, M10, M18: the path's id repeated. */
export const MemberIdRequestSchema = Type.Object({ id: opt(memberId) }, closed);
export type MemberIdRequest = Static<typeof MemberIdRequestSchema>;

/** M11: whose the member's content becomes (a member id; Cartwright keeps no member content yet). */
export const DeleteMyMemberRequestSchema = Type.Object({ contentAssigneeId: opt(memberId) }, closed);
export type DeleteMyMemberRequest = Static<typeof DeleteMyMemberRequestSchema>;

export const EmptyMemberResponseSchema = Type.Object({}, closed);
