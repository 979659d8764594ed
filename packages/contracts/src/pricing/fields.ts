// Field schemas the store-admin pricing entities share.
import { type Static, Type } from '@sinclair/typebox';
import { MAX_IDS_PER_CALL, MAX_PAGE_SIZE, PRICING_NAME_MAX_LENGTH } from '../limits.js';
import { MAX_PAGING_OFFSET } from '../query/paging.js';

export const entityName = Type.String({ minLength: 1, maxLength: PRICING_NAME_MAX_LENGTH });
export const timestampInput = Type.String({ format: 'date-time', maxLength: 40 });
export const idArray = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
  maxItems: MAX_IDS_PER_CALL,
});
/** Read-only fields every pricing entity carries. */
export const entityMetadata = {
  id: Type.String(),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
};
/** `GET /cartwright/v1/<entities>?limit=&offset=` paging, as the product query pages. */
export const ListRequestSchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGING_OFFSET })),
});
export type ListRequest = Static<typeof ListRequestSchema>;
