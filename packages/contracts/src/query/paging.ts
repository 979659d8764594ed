// Query, paging and sorting shapes shared by every query call (wire.md §2.6).
import { type Static, Type } from '@sinclair/typebox';
import { SORT_ORDERS } from '../enums/query.js';
import { MAX_PAGE_SIZE } from '../limits.js';
import { literalUnion } from '../schema/literal-union.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_CURSOR_LENGTH = 16_000;
/** The largest paging offset: past it a number loses integer precision (and far past it, SQL's bigint range). */
export const MAX_PAGING_OFFSET = Number.MAX_SAFE_INTEGER;

/** A list read by offset: `limit` from 1 (50 by default) and `offset` up to `maxOffset` (0 by default). */
export const offsetPageQueryFields = (maxOffset = MAX_PAGING_OFFSET) => ({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: maxOffset, default: 0 })),
});

export const PagingSchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE_SIZE })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGING_OFFSET })),
});
export type Paging = Static<typeof PagingSchema>;

export const CursorPagingSchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE_SIZE })),
  cursor: Type.Optional(Type.String({ maxLength: MAX_CURSOR_LENGTH })),
});
export type CursorPaging = Static<typeof CursorPagingSchema>;

export const SortingSchema = Type.Object({
  fieldName: Type.String({ minLength: 1, maxLength: 512 }),
  order: Type.Optional(literalUnion(SORT_ORDERS)),
});
export type Sorting = Static<typeof SortingSchema>;

/** Filters are Mongo-style objects; each query route validates its own fields and operators. */
export const FilterSchema = Type.Record(Type.String(), Type.Unknown());
export type Filter = Static<typeof FilterSchema>;

export const PlatformQuerySchema = Type.Object({
  filter: Type.Optional(FilterSchema),
  sort: Type.Optional(Type.Array(SortingSchema, { maxItems: 10 })),
  paging: Type.Optional(PagingSchema),
  cursorPaging: Type.Optional(CursorPagingSchema),
});
export type PlatformQuery = Static<typeof PlatformQuerySchema>;

export const PagingMetadataSchema = Type.Object({
  count: Type.Integer(),
  offset: Type.Integer(),
  total: Type.Optional(Type.Integer()),
  tooManyToCount: Type.Optional(Type.Boolean()),
  cursors: Type.Optional(
    Type.Object({ next: Type.Optional(Type.String()), prev: Type.Optional(Type.String()) }),
  ),
});
export type PagingMetadata = Static<typeof PagingMetadataSchema>;
