// The link to an order in its buyer's e-mails: the web page `/orders/{id}?key=…` and the read behind it,
// `GET /cartwright/v1/order-links/{id}?key=…`, which needs no token (the key is the store's signature of the id).
import { type Static, Type } from '@sinclair/typebox';

export const ORDER_LINKS_PATH = '/cartwright/v1/order-links';
/** The store's key is 43 base64url characters; longer is refused before any look-up. */
export const ORDER_LINK_KEY_MAX_LENGTH = 100;

/** The web app's page for an order opened from its e-mail. */
export const orderLinkPath = (orderId: string, key: string): string =>
  `/orders/${encodeURIComponent(orderId)}?key=${encodeURIComponent(key)}`;

/** GET {ORDER_LINKS_PATH}/{id}: the key from the link, and the path's id repeated as gateway clients do. */
export const OrderLinkQuerySchema = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: ORDER_LINK_KEY_MAX_LENGTH }),
    id: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type OrderLinkQuery = Static<typeof OrderLinkQuerySchema>;
