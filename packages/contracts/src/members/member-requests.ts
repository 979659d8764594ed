// Request and response bodies of every member call (wire.md §1.2 M1–M18) and Cartwright's job read.
import { type Static, Type } from '@sinclair/typebox';
import { CONTACT_TAGS, CUSTOM_FIELD_TYPES, MEMBER_FIELDSETS, MEMBER_ROLES } from '../enums/members.js';
import { ApplicationErrorSchema } from '../errors/error-envelope.js';
import {
  ADDRESS_LINE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MAX_IDS_PER_CALL,
  MAX_MEMBER_ADDRESSES,
  MAX_MEMBER_CUSTOM_FIELDS,
  MAX_MEMBER_EMAILS,
  MAX_MEMBER_PHONES,
  MEMBER_ABOUT_MAX_LENGTH,
  MEMBER_COMPANY_MAX_LENGTH,
  MEMBER_CUSTOM_FIELD_KEY_MAX_LENGTH,
  MEMBER_CUSTOM_FIELD_VALUE_MAX_LENGTH,
  MEMBER_JOB_TITLE_MAX_LENGTH,
  MEMBER_NAME_MAX_LENGTH,
  MEMBER_NICKNAME_MAX_LENGTH,
  MEMBER_PHONE_MAX_LENGTH,
  MEMBER_SEARCH_MAX_LENGTH,
  MEMBER_SLUG_MAX_LENGTH,
  MEMBER_TITLE_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../limits.js';
import { FilterSchema, PagingMetadataSchema, PagingSchema, SortingSchema } from '../query/paging.js';
import { literalUnion } from '../schema/literal-union.js';
import { MemberSchema } from './member.js';

const opt = Type.Optional;
const closed = { additionalProperties: false } as const;

/** Lowercase letters, digits and single hyphens between them; the server lowercases and trims first. */
export const MEMBER_SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
/** A calendar date, `YYYY-MM-DD`. */
export const LOCAL_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
/** A plausible phone number: digits, spaces and + ( ) - . with at least three digits. */
export const PHONE_PATTERN = '^\\+?[0-9 ()./-]*[0-9][0-9 ()./-]*[0-9][0-9 ()./-]*[0-9][0-9 ()./-]*$';
/** One @, something either side, no spaces. */
export const MEMBER_EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** http and https only. */
export const MEMBER_URL_PATTERN = '^https?://[^\\s/?#]+[^\\s]*$';

const memberId = Type.String({ minLength: 1, maxLength: 100 });
const text = (maxLength: number) => Type.String({ maxLength });
const email = Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH, pattern: MEMBER_EMAIL_PATTERN });
const phone = Type.String({ minLength: 3, maxLength: MEMBER_PHONE_MAX_LENGTH, pattern: PHONE_PATTERN });
const tag = literalUnion(CONTACT_TAGS);

export const MemberFieldsetsSchema = Type.Union([
  Type.Array(literalUnion(MEMBER_FIELDSETS), { maxItems: 3 }),
  literalUnion(MEMBER_FIELDSETS),
]);

export const MemberSlugSchema = Type.String({ minLength: 1, maxLength: MEMBER_SLUG_MAX_LENGTH });

const imageInput = Type.Object(
  {
    id: opt(text(200)),
    url: opt(Type.String({ maxLength: URL_MAX_LENGTH, pattern: MEMBER_URL_PATTERN })),
    height: opt(Type.Integer({ minimum: 0, maximum: 100_000 })),
    width: opt(Type.Integer({ minimum: 0, maximum: 100_000 })),
    offsetX: opt(Type.Integer({ minimum: -100_000, maximum: 100_000 })),
    offsetY: opt(Type.Integer({ minimum: -100_000, maximum: 100_000 })),
  },
  closed,
);

export const MemberAddressInputSchema = Type.Object(
  {
    id: opt(text(100)),
    streetAddress: opt(
      Type.Object({ number: opt(text(20)), name: opt(text(ADDRESS_LINE_MAX_LENGTH)) }, closed),
    ),
    addressLine: opt(text(ADDRESS_LINE_MAX_LENGTH)),
    addressLine2: opt(text(ADDRESS_LINE_MAX_LENGTH)),
    city: opt(text(100)),
    subdivision: opt(text(10)),
    country: opt(Type.String({ pattern: '^[A-Z]{2}$' })),
    postalCode: opt(text(POSTAL_CODE_MAX_LENGTH)),
    tag: opt(tag),
  },
  closed,
);
export type MemberAddressInput = Static<typeof MemberAddressInputSchema>;

export const CustomFieldInputSchema = Type.Object(
  {
    name: opt(text(MEMBER_CUSTOM_FIELD_KEY_MAX_LENGTH)),
    value: Type.Union([
      Type.String({ maxLength: MEMBER_CUSTOM_FIELD_VALUE_MAX_LENGTH }),
      Type.Number({ minimum: -1e15, maximum: 1e15 }),
    ]),
    type: opt(literalUnion(CUSTOM_FIELD_TYPES)),
  },
  closed,
);
export type CustomFieldInput = Static<typeof CustomFieldInputSchema>;

/** What a member may change of their own contact; admins the same. Phones and e-mails: plain or tagged. */
export const MemberContactInputSchema = Type.Object(
  {
    firstName: opt(text(MEMBER_NAME_MAX_LENGTH)),
    lastName: opt(text(MEMBER_NAME_MAX_LENGTH)),
    phones: opt(Type.Array(phone, { maxItems: MAX_MEMBER_PHONES })),
    emails: opt(Type.Array(email, { maxItems: MAX_MEMBER_EMAILS })),
    taggedPhones: opt(Type.Array(Type.Object({ phone, tag }, closed), { maxItems: MAX_MEMBER_PHONES })),
    taggedEmails: opt(Type.Array(Type.Object({ email, tag }, closed), { maxItems: MAX_MEMBER_EMAILS })),
    addresses: opt(Type.Array(MemberAddressInputSchema, { maxItems: MAX_MEMBER_ADDRESSES })),
    birthdate: opt(Type.Union([Type.String({ pattern: LOCAL_DATE_PATTERN }), Type.Literal('')])),
    company: opt(text(MEMBER_COMPANY_MAX_LENGTH)),
    jobTitle: opt(text(MEMBER_JOB_TITLE_MAX_LENGTH)),
    customFields: opt(
      Type.Record(
        Type.String({
          minLength: 1,
          maxLength: MEMBER_CUSTOM_FIELD_KEY_MAX_LENGTH,
          pattern: '^[A-Za-z0-9_-]+$',
        }),
        CustomFieldInputSchema,
        { maxProperties: MAX_MEMBER_CUSTOM_FIELDS },
      ),
    ),
  },
  closed,
);
export type MemberContactInput = Static<typeof MemberContactInputSchema>;

export const MemberProfileInputSchema = Type.Object(
  {
    nickname: opt(text(MEMBER_NICKNAME_MAX_LENGTH)),
    photo: opt(imageInput),
    cover: opt(imageInput),
    title: opt(text(MEMBER_TITLE_MAX_LENGTH)),
  },
  closed,
);
export type MemberProfileInput = Static<typeof MemberProfileInputSchema>;

const memberInputFields = {
  contact: opt(MemberContactInputSchema),
  profile: opt(MemberProfileInputSchema),
  privacyStatus: opt(literalUnion(['PRIVATE', 'PUBLIC'] as const)),
  about: opt(text(MEMBER_ABOUT_MAX_LENGTH)),
  /** Admins only; OWNER only by the store owner. */
  role: opt(literalUnion(MEMBER_ROLES)),
};

/** M16 create (admins): a login e-mail, optionally PENDING instead of APPROVED. */
export const MemberCreateInputSchema = Type.Object(
  {
    loginEmail: email,
    status: opt(literalUnion(['PENDING', 'APPROVED'] as const)),
    ...memberInputFields,
  },
  closed,
);
export type MemberCreateInput = Static<typeof MemberCreateInputSchema>;

/**
 * M17 update: absent fields stay. A member may patch only their own record, and never `role` or
 * `loginEmail`; status, slug, verification and dates are not writable here at all.
 */
export const MemberPatchSchema = Type.Object(
  { id: opt(memberId), loginEmail: opt(email), ...memberInputFields },
  closed,
);
export type MemberPatch = Static<typeof MemberPatchSchema>;

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
export const UpdateMySlugRequestSchema = Type.Object({ slug: MemberSlugSchema }, closed);
export type UpdateMySlugRequest = Static<typeof UpdateMySlugRequestSchema>;

/** M2 (admins). */
export const UpdateMemberSlugRequestSchema = Type.Object(
  { id: opt(memberId), slug: MemberSlugSchema },
  closed,
);
export type UpdateMemberSlugRequest = Static<typeof UpdateMemberSlugRequestSchema>;

/** M3, M4. */
export const EmptyMemberRequestSchema = Type.Object({}, closed);

/** M5 (query string): `fieldsets` repeated, or Cartwright's `fieldSet` (spec §7). */
export const GetMyMemberRequestSchema = Type.Object(
  { fieldsets: opt(MemberFieldsetsSchema), fieldSet: opt(literalUnion(MEMBER_FIELDSETS)) },
  closed,
);
export type GetMyMemberRequest = Static<typeof GetMyMemberRequestSchema>;

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
    expression: opt(text(MEMBER_SEARCH_MAX_LENGTH)),
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

export const EmptyMemberResponseSchema = Type.Object({}, closed);
