// Bodies of the bulk product calls (W18 update, W19 adjust-properties) and their per-item results.
import { type Static, Type } from '@sinclair/typebox';
import { ApplicationErrorSchema } from '../errors/error-envelope.js';
import { PRODUCT_BRAND_MAX_LENGTH, PRODUCT_RIBBON_MAX_LENGTH } from '../limits.js';
import { amount, idList } from './request-fields.js';

export const BULK_PRODUCTS_PATH = '/stores/v1/bulk/products';

const opt = Type.Optional;
const closed = { additionalProperties: false } as const;
/** A oneof: exactly one of the object's keys. */
const oneOf = { ...closed, minProperties: 1, maxProperties: 1 } as const;

/** W18: `set` names exactly one of price, cost, weight, ribbon, brand. */
export const BulkUpdateProductsRequestSchema = Type.Object(
  {
    ids: idList,
    set: Type.Object(
      {
        price: opt(amount),
        cost: opt(amount),
        weight: opt(amount),
        ribbon: opt(Type.String({ maxLength: PRODUCT_RIBBON_MAX_LENGTH })),
        brand: opt(Type.String({ maxLength: PRODUCT_BRAND_MAX_LENGTH })),
      },
      oneOf,
    ),
  },
  closed,
);
export type BulkUpdateProductsRequest = Static<typeof BulkUpdateProductsRequestSchema>;

/** A change by percentage (`rate` may be negative: -10 is a 10% cut) or by a signed amount. */
export const AdjustValueSchema = Type.Object(
  {
    percentage: opt(
      Type.Object(
        { rate: Type.Number({ minimum: -100, maximum: 1000 }), roundToInt: opt(Type.Boolean()) },
        closed,
      ),
    ),
    amount: opt(Type.Number({ minimum: -1e12, maximum: 1e12 })),
  },
  oneOf,
);
export type AdjustValue = Static<typeof AdjustValueSchema>;

/** W19: `adjust` names exactly one of price, cost, weight. */
export const BulkAdjustProductPropertiesRequestSchema = Type.Object(
  {
    ids: idList,
    adjust: Type.Object(
      { price: opt(AdjustValueSchema), cost: opt(AdjustValueSchema), weight: opt(AdjustValueSchema) },
      oneOf,
    ),
  },
  closed,
);
export type BulkAdjustProductPropertiesRequest = Static<typeof BulkAdjustProductPropertiesRequestSchema>;

export const BulkItemResultSchema = Type.Object({
  itemMetadata: Type.Object({
    id: opt(Type.String()),
    originalIndex: Type.Integer(),
    success: Type.Boolean(),
    error: opt(ApplicationErrorSchema),
  }),
});
export type BulkItemResult = Static<typeof BulkItemResultSchema>;

export const BulkActionMetadataSchema = Type.Object({
  totalSuccesses: Type.Integer(),
  totalFailures: Type.Integer(),
  undetailedFailures: Type.Integer(),
});
export type BulkActionMetadata = Static<typeof BulkActionMetadataSchema>;

/** W18 and W19. */
export const BulkProductsResponseSchema = Type.Object({
  results: Type.Array(BulkItemResultSchema),
  bulkActionMetadata: BulkActionMetadataSchema,
});
export type BulkProductsResponse = Static<typeof BulkProductsResponseSchema>;
