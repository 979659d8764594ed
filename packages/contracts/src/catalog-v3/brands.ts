// V3 brands (`/stores/v3/brands`): a unique name products can carry, with a revision and dates.
import { type Static, Type } from '@sinclair/typebox';
import { v3EntityCalls } from './v3-entity-calls.js';

export const BRANDS_V3_PATH = '/stores/v3/brands';
export const BULK_BRANDS_V3_PATH = '/stores/v3/bulk/brands';
export const BRAND_NAME_MAX_LENGTH = 50;
export const BRAND_REQUESTED_FIELDS = ['ASSIGNED_PRODUCTS_COUNT'] as const;

const opt = Type.Optional;

export const BrandSchema = Type.Object({
  id: Type.String(),
  revision: Type.String(),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
  name: Type.String(),
  assignedProductsCount: opt(Type.Integer()),
});
/** A brand as the wire carries it (dates as ISO strings, revision as an int64 string). */
export type Brand = Static<typeof BrandSchema>;

export const BRAND_CALLS = v3EntityCalls(
  {
    single: 'brand',
    plural: 'brands',
    nameKey: 'name',
    getOrCreateField: 'brandName',
    requestedFields: BRAND_REQUESTED_FIELDS,
  },
  BrandSchema,
  { name: Type.String({ minLength: 1, maxLength: BRAND_NAME_MAX_LENGTH }) },
);
