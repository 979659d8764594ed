// The member query language (wire.md §2.7 members) as SQL fragments over the members table aliased `m`: fields,
// search words, bulk calls' conditions, and what a caller who is not an admin may filter, sort and search on
// (only what the PUBLIC fieldset shows).
import {
  type Filter,
  MEMBER_ACTIVITY_STATUSES,
  MEMBER_PRIVACY_STATUSES,
  MEMBER_ROLES,
  MEMBER_SEARCH_FIELDS,
  MEMBER_STATUSES,
  type MemberSearch,
  type MemberSearchField,
} from '@cartwright/contracts';
import { type Expression, type SqlBool, sql } from 'kysely';
import { ValidationFailure } from '../../errors/app-error.js';
import { compileFilter, type QueryFieldMap } from '../../query/compile-query.js';
import { everyWordIn } from '../../query/text-search.sql.js';

const text = (expression: Expression<unknown>) => ({ expression, type: 'string' as const });

/** Every member field an admin may filter and sort on. */
export const MEMBER_FIELDS: QueryFieldMap = {
  id: { expression: sql`m.id::text`, type: 'string' },
  contactId: { expression: sql`m.id::text`, type: 'string' },
  'contact.firstName': text(sql`m.contact->>'firstName'`),
  'contact.lastName': text(sql`m.contact->>'lastName'`),
  loginEmail: text(sql.ref('m.login_email')),
  'profile.nickname': text(sql`m.profile->>'nickname'`),
  'profile.slug': text(sql.ref('m.slug')),
  privacyStatus: {
    expression: sql.ref('m.privacy_status'),
    type: 'enum',
    enumValues: MEMBER_PRIVACY_STATUSES,
  },
  status: { expression: sql.ref('m.status'), type: 'enum', enumValues: MEMBER_STATUSES },
  activityStatus: {
    expression: sql.ref('m.activity_status'),
    type: 'enum',
    enumValues: MEMBER_ACTIVITY_STATUSES,
  },
  role: { expression: sql.ref('m.role'), type: 'enum', enumValues: MEMBER_ROLES },
  createdDate: { expression: sql.ref('m.created_at'), type: 'date' },
  updatedDate: { expression: sql.ref('m.updated_at'), type: 'date' },
  lastLoginDate: { expression: sql.ref('m.last_login_at'), type: 'date' },
};

/** The last sort key of every member page, so pages never overlap. */
export const MEMBER_TIE_BREAKER = sql.ref('m.id');

const PUBLIC_FIELD_NAMES = [
  'id',
  'contactId',
  'profile.nickname',
  'profile.slug',
  'privacyStatus',
  'activityStatus',
  'role',
  'createdDate',
  'updatedDate',
];

/** What visitors and members may filter and sort on: nothing the PUBLIC fieldset hides. */
export const PUBLIC_MEMBER_FIELDS: QueryFieldMap = Object.fromEntries(
  PUBLIC_FIELD_NAMES.map((name) => [name, MEMBER_FIELDS[name]!]),
);

const PUBLIC_SEARCH_FIELDS: readonly MemberSearchField[] = ['profile.nickname', 'profile.slug'];

/**
 * SQL for `search`: every word of the expression (any case, any accents) appears in one of the fields;
 * undefined when the expression is blank. Non-admins search the nickname and slug only.
 */
export function memberSearchCondition(
  search: MemberSearch | undefined,
  admin: boolean,
  path: string,
): Expression<SqlBool> | undefined {
  if ((search?.expression ?? '').trim() === '') return undefined;
  const allowed = admin ? MEMBER_SEARCH_FIELDS : PUBLIC_SEARCH_FIELDS;
  const fields = (search?.fields?.length ? search.fields : allowed) as string[];
  const unknown = fields.find((f) => !(allowed as readonly string[]).includes(f));
  if (unknown !== undefined) {
    throw new ValidationFailure([
      {
        field: `${path}.fields`,
        description: `cannot search "${unknown}"`,
        violatedRule: 'INVALID_ENUM_VALUE',
      },
    ]);
  }
  // The stored search text (0039, trigram-indexed) when searching every field; else the fields asked for.
  const every = admin && new Set(fields).size === MEMBER_SEARCH_FIELDS.length;
  const haystack = every
    ? sql.ref('m.search_text')
    : sql`product_search_text(${sql.join(
        fields.map((f) => sql`coalesce(${MEMBER_FIELDS[f]!.expression}, '')`),
        sql` || ' ' || `,
      )})`;
  return everyWordIn(haystack, search?.expression ?? '');
}

/** SQL for a bulk call's filter (and search); an empty filter never reaches here (the schema refuses it). */
export function bulkWhere(filter: Filter, search: MemberSearch | undefined): Expression<SqlBool> {
  const where = compileFilter(filter, MEMBER_FIELDS, 'filter');
  const searched = memberSearchCondition(search, true, 'search');
  return searched ? sql<SqlBool>`(${where}) and ${searched}` : where;
}
