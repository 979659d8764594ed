// The call shapes every V3 catalog entity (brands, ribbons, info sections) shares at the platform's paths:
// create, get, update with its revision, cursor query, count, the bulk calls and get-or-create by name.
import { type TObject, type TProperties, type TSchema, Type } from '@sinclair/typebox';
import { FilterSchema, MAX_CURSOR_LENGTH, SortingSchema } from '../query/paging.js';

/** The platform's cursor paging limit for V3 entity queries. */
export const V3_MAX_PAGE_SIZE = 300;
/** The platform's limit on items in one bulk call. */
export const V3_MAX_BULK_ITEMS = 100;

const opt = Type.Optional;

export const V3CursorQuerySchema = Type.Object({
  filter: opt(Type.Union([FilterSchema, Type.Null()])),
  sort: opt(Type.Array(SortingSchema, { maxItems: 5 })),
  cursorPaging: opt(
    Type.Object({
      limit: opt(Type.Union([Type.Integer({ minimum: 0, maximum: V3_MAX_PAGE_SIZE }), Type.Null()])),
      cursor: opt(Type.Union([Type.String({ maxLength: MAX_CURSOR_LENGTH }), Type.Null()])),
    }),
  ),
});

export const V3CursorPagingMetadataSchema = Type.Object({
  count: Type.Integer(),
  cursors: Type.Object({ next: opt(Type.String()), prev: opt(Type.String()) }),
  hasNext: Type.Boolean(),
});

export const V3ItemMetadataSchema = Type.Object({
  id: opt(Type.String()),
  originalIndex: Type.Integer(),
  success: Type.Boolean(),
  error: opt(
    Type.Object({
      code: Type.String(),
      description: Type.String(),
      data: opt(Type.Record(Type.String(), Type.Unknown())),
    }),
  ),
});

export const V3BulkActionMetadataSchema = Type.Object({
  totalSuccesses: Type.Integer(),
  totalFailures: Type.Integer(),
  undetailedFailures: Type.Integer(),
});

/** What names one V3 entity family on the wire: `brand`, `brands`, `brandIds`, `brandName(s)`. */
export interface V3EntityNames {
  single: string;
  plural: string;
  /** The unique name among the writable fields (`name`, `uniqueName`). */
  nameKey: string;
  /**
   * The field of the get-or-create calls (the bulk one adds an `s`) and its schema (the unique name when
   * not given), or undefined when the family has none.
   */
  getOrCreateField?: string;
  getOrCreateSchema?: TSchema;
  /** `fields` values the family accepts (`ASSIGNED_PRODUCTS_COUNT`). */
  requestedFields: readonly string[];
}

const GUID = { minLength: 1, maxLength: 36 };

/**
 * The request and response schemas of one V3 entity family, from its entity, its writable fields and its
 * names. The keys are computed, so their static types are records; the routes read them through the
 * family's own types.
 */
export function v3EntityCalls(names: V3EntityNames, entity: TObject, writable: TProperties) {
  const { single, plural } = names;
  const fields = opt(
    Type.Array(Type.Union(names.requestedFields.map((f) => Type.Literal(f))), { maxItems: 100 }),
  );
  const ignoredReadOnly = {
    id: opt(Type.Union([Type.String(GUID), Type.Null()])),
    revision: opt(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
    createdDate: opt(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
    updatedDate: opt(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  };
  const input = Type.Object({ ...ignoredReadOnly, ...writable }, { additionalProperties: false });
  const patch = Type.Partial(input, { additionalProperties: false });
  const result = Type.Object({ itemMetadata: V3ItemMetadataSchema, item: opt(entity) });
  const bulkResponse = Type.Object({
    results: Type.Array(result),
    bulkActionMetadata: V3BulkActionMetadataSchema,
  });
  const bulk = { minItems: 1, maxItems: V3_MAX_BULK_ITEMS };
  const obj = (props: Record<string, TSchema>) => Type.Object(props, { additionalProperties: false });
  const getOrCreate = names.getOrCreateField;
  const nameSchema = names.getOrCreateSchema ?? ((writable[names.nameKey] ?? Type.String()) as TSchema);
  return {
    entity,
    fieldsQuery: obj({ [`${single}Id`]: opt(Type.String(GUID)), fields }),
    idQuery: obj({ [`${single}Id`]: opt(Type.String(GUID)) }),
    create: obj({ [single]: input, fields }),
    update: obj({ [single]: patch, fields }),
    one: Type.Object({ [single]: entity }),
    query: obj({ query: opt(V3CursorQuerySchema), fields }),
    queryResponse: Type.Object({
      [plural]: Type.Array(entity),
      pagingMetadata: V3CursorPagingMetadataSchema,
    }),
    count: obj({ filter: opt(Type.Union([FilterSchema, Type.Null()])) }),
    countResponse: Type.Object({ count: Type.Integer() }),
    bulkCreate: obj({ [plural]: Type.Array(input, bulk), returnEntity: opt(Type.Boolean()), fields }),
    bulkUpdate: obj({
      [plural]: Type.Array(
        obj({
          [single]: patch,
          fieldMask: opt(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
        }),
        bulk,
      ),
      returnEntity: opt(Type.Boolean()),
      fields,
    }),
    bulkDelete: obj({ [`${single}Ids`]: Type.Array(Type.String(GUID), bulk) }),
    bulkResponse,
    bulkDeleteResponse: Type.Object({
      results: Type.Array(Type.Object({ itemMetadata: V3ItemMetadataSchema })),
      bulkActionMetadata: V3BulkActionMetadataSchema,
    }),
    ...(getOrCreate === undefined
      ? {}
      : {
          getOrCreate: obj({ [getOrCreate]: nameSchema, fields }),
          bulkGetOrCreate: obj({ [`${getOrCreate}s`]: Type.Array(nameSchema, bulk), fields }),
        }),
  };
}
export type V3EntityCalls = ReturnType<typeof v3EntityCalls>;
