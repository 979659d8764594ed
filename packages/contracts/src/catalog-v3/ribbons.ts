// V3 ribbons (`/stores/v3/ribbons`): a short unique label products can show, with a revision and dates.
import { type Static, Type } from '@sinclair/typebox';
import { v3EntityCalls } from './v3-entity-calls.js';

export const RIBBONS_V3_PATH = '/stores/v3/ribbons';
export const BULK_RIBBONS_V3_PATH = '/stores/v3/bulk/ribbons';
export const RIBBON_NAME_MAX_LENGTH = 30;
/** Ribbons spell the count without the plural s, as the platform does. */
export const RIBBON_REQUESTED_FIELDS = ['ASSIGNED_PRODUCT_COUNT'] as const;

export const RibbonSchema = Type.Object({
  id: Type.String(),
  revision: Type.String(),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
  name: Type.String(),
  assignedProductCount: Type.Optional(Type.Integer()),
});
export type Ribbon = Static<typeof RibbonSchema>;

export const RIBBON_CALLS = v3EntityCalls(
  {
    single: 'ribbon',
    plural: 'ribbons',
    nameKey: 'name',
    getOrCreateField: 'ribbonName',
    requestedFields: RIBBON_REQUESTED_FIELDS,
  },
  RibbonSchema,
  { name: Type.String({ minLength: 1, maxLength: RIBBON_NAME_MAX_LENGTH }) },
);
