// Back-in-stock requests: a shopper asks to be told by e-mail when an out-of-stock product or variant is back
// (`POST /cartwright/v1/back-in-stock-requests`); the store admin lists them and counts them per product.
// Events: `wix.ecom.v1.back_in_stock_notification_request_{created,updated}`.
import { type Static, Type } from '@sinclair/typebox';
import { BACK_IN_STOCK_REQUEST_STATUSES } from '../enums/inventory.js';
import { EMAIL_MAX_LENGTH } from '../limits.js';
import { offsetPageQueryFields, PagingMetadataSchema } from '../query/paging.js';
import { literalUnion } from '../schema/literal-union.js';

export const BACK_IN_STOCK_REQUESTS_PATH = '/cartwright/v1/back-in-stock-requests';
export const BACK_IN_STOCK_COUNTS_PATH = '/cartwright/v1/back-in-stock-requests/counts';
/** `POST` with the token of a confirmation e-mail's link: the request may now be e-mailed. */
export const BACK_IN_STOCK_CONFIRMATIONS_PATH = '/cartwright/v1/back-in-stock-confirmations';
/** The domain event entity of the family (wire.md §5.4). */
export const BACK_IN_STOCK_ENTITY_FQDN = 'wix.ecom.v1.back_in_stock_notification_request';

export {
  BACK_IN_STOCK_CONFIRMATION_PAGE_PATH,
  BACK_IN_STOCK_CONFIRMATION_TTL_DAYS,
  BACK_IN_STOCK_ERROR_CODES,
  BACK_IN_STOCK_REQUESTS_PER_ADDRESS_HOUR,
  BACK_IN_STOCK_REQUESTS_PER_EMAIL_HOUR,
  MAX_OPEN_BACK_IN_STOCK_REQUESTS,
} from './back-in-stock-codes.js';

/** What the request is about: a product of the store catalog, and a variant by id or by its choices. */
export const BackInStockCatalogReferenceSchema = Type.Object(
  {
    catalogItemId: Type.String({ minLength: 1, maxLength: 100, description: 'the product id' }),
    appId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'the store catalog’s' })),
    options: Type.Optional(
      Type.Object(
        {
          variantId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
          options: Type.Optional(
            Type.Record(Type.String({ maxLength: 50 }), Type.String({ maxLength: 50 }), {
              maxProperties: 20,
            }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type BackInStockCatalogReference = Static<typeof BackInStockCatalogReferenceSchema>;

export const BackInStockRequestSchema = Type.Object({
  id: Type.String(),
  /** Names the product and the variant the request resolved to (`options.variantId`). */
  catalogReference: Type.Object({
    catalogItemId: Type.String(),
    appId: Type.String(),
    options: Type.Object({ variantId: Type.String() }),
  }),
  email: Type.String(),
  status: literalUnion(BACK_IN_STOCK_REQUEST_STATUSES),
  /**
   * Whether the address said yes to the confirmation e-mail (or is the verified login e-mail of the member
   * who asked, or an admin asked): only a confirmed request is e-mailed when the item is back.
   */
  confirmed: Type.Boolean(),
  confirmedDate: Type.Optional(Type.String({ format: 'date-time' })),
  /** The product's name, with the variant's choices (`Tee (Size: L)`). */
  itemName: Type.String(),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
  /** When the e-mail went to the outbox. */
  notifiedDate: Type.Optional(Type.String({ format: 'date-time' })),
  /** Why no e-mail could be sent (FAILED). */
  failureReason: Type.Optional(Type.String()),
});
export type BackInStockRequest = Static<typeof BackInStockRequestSchema>;

export const CreateBackInStockRequestRequestSchema = Type.Object(
  {
    catalogReference: BackInStockCatalogReferenceSchema,
    email: Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH, format: 'email' }),
  },
  { additionalProperties: false },
);
export type CreateBackInStockRequestRequest = Static<typeof CreateBackInStockRequestRequestSchema>;

export const BackInStockRequestResponseSchema = Type.Object({ request: BackInStockRequestSchema });
export type BackInStockRequestResponse = Static<typeof BackInStockRequestResponseSchema>;

/** The token from a confirmation e-mail's link; the answer is the confirmed request. */
export const ConfirmBackInStockRequestRequestSchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type ConfirmBackInStockRequestRequest = Static<typeof ConfirmBackInStockRequestRequestSchema>;

/** `GET /cartwright/v1/back-in-stock-requests?status=&productId=&limit=&offset=`: newest first. */
export const ListBackInStockRequestsQuerySchema = Type.Object(
  {
    status: Type.Optional(literalUnion(BACK_IN_STOCK_REQUEST_STATUSES)),
    productId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    ...offsetPageQueryFields(1_000_000),
  },
  { additionalProperties: false },
);
export type ListBackInStockRequestsQuery = Static<typeof ListBackInStockRequestsQuerySchema>;

export const ListBackInStockRequestsResponseSchema = Type.Object({
  requests: Type.Array(BackInStockRequestSchema),
  pagingMetadata: PagingMetadataSchema,
});
export type ListBackInStockRequestsResponse = Static<typeof ListBackInStockRequestsResponseSchema>;

/** One product's requests by status; products with the most waiting requests first. */
export const BackInStockProductCountSchema = Type.Object({
  productId: Type.String(),
  productName: Type.String({ description: 'as the newest request recorded it' }),
  received: Type.Integer({ minimum: 0 }),
  processing: Type.Integer({ minimum: 0 }),
  notificationSent: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
});
export type BackInStockProductCount = Static<typeof BackInStockProductCountSchema>;

export const BackInStockCountsResponseSchema = Type.Object({
  products: Type.Array(BackInStockProductCountSchema),
});
export type BackInStockCountsResponse = Static<typeof BackInStockCountsResponseSchema>;
