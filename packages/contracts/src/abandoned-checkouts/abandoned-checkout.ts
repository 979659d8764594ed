// Abandoned checkouts (store admin or API key): `/cartwright/v1/abandoned-checkouts`. A checkout not completed
// within the store's time becomes ABANDONED (`wix.ecom.v1.abandoned_checkout_created`), and RECOVERED
// (`…_recovered`) when it is completed later.
import { type Static, Type } from '@sinclair/typebox';
import { MultiCurrencyPriceSchema } from '../cart/money.js';
import { ABANDONED_CHECKOUT_STATUSES } from '../enums/checkout.js';
import { offsetPageQueryFields, PagingMetadataSchema } from '../query/paging.js';
import { literalUnion } from '../schema/literal-union.js';

export const ABANDONED_CHECKOUTS_PATH = '/cartwright/v1/abandoned-checkouts';
export const ABANDONED_CHECKOUT_SETTINGS_PATH = '/cartwright/v1/abandoned-checkout-settings';
/** The domain event entity of the family (wire.md §5.4). */
export const ABANDONED_CHECKOUT_ENTITY_FQDN = 'wix.ecom.v1.abandoned_checkout';

/** The store waits this long (minutes) by default before a checkout counts as abandoned. */
export const DEFAULT_ABANDON_AFTER_MINUTES = 60;
export const MIN_ABANDON_AFTER_MINUTES = 5;
/** A week. */
export const MAX_ABANDON_AFTER_MINUTES = 10_080;

export const AbandonedCheckoutSchema = Type.Object({
  id: Type.String(),
  checkoutId: Type.String(),
  cartId: Type.Optional(Type.String()),
  status: literalUnion(ABANDONED_CHECKOUT_STATUSES),
  buyerInfo: Type.Object({
    email: Type.Optional(Type.String()),
    memberId: Type.Optional(Type.String()),
    visitorId: Type.Optional(Type.String()),
  }),
  /** Items before shipping, tax and discounts, and what the buyer would have paid. */
  subtotalPrice: MultiCurrencyPriceSchema,
  totalPrice: MultiCurrencyPriceSchema,
  currency: Type.String(),
  /** Units across the checkout's lines. */
  itemCount: Type.Integer({ minimum: 0 }),
  /** The hosted checkout page the buyer can come back to. */
  checkoutUrl: Type.String(),
  /** When the buyer created the checkout. */
  checkoutCreatedDate: Type.String({ format: 'date-time' }),
  /** When the store found it abandoned. */
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
  recoveredDate: Type.Optional(Type.String({ format: 'date-time' })),
  /** When the recovery e-mail went to the outbox; absent when none was sent. */
  recoveryEmailDate: Type.Optional(Type.String({ format: 'date-time' })),
});
export type AbandonedCheckout = Static<typeof AbandonedCheckoutSchema>;

/** `GET /cartwright/v1/abandoned-checkouts?status=&limit=&offset=`: newest abandoned first. */
export const ListAbandonedCheckoutsQuerySchema = Type.Object(
  {
    status: Type.Optional(literalUnion(ABANDONED_CHECKOUT_STATUSES)),
    ...offsetPageQueryFields(1_000_000),
  },
  { additionalProperties: false },
);
export type ListAbandonedCheckoutsQuery = Static<typeof ListAbandonedCheckoutsQuerySchema>;

export const ListAbandonedCheckoutsResponseSchema = Type.Object({
  abandonedCheckouts: Type.Array(AbandonedCheckoutSchema),
  pagingMetadata: PagingMetadataSchema,
});
export type ListAbandonedCheckoutsResponse = Static<typeof ListAbandonedCheckoutsResponseSchema>;

export const AbandonedCheckoutSettingsSchema = Type.Object({
  /** Minutes after its creation an uncompleted checkout counts as abandoned. */
  abandonAfterMinutes: Type.Integer({
    minimum: MIN_ABANDON_AFTER_MINUTES,
    maximum: MAX_ABANDON_AFTER_MINUTES,
  }),
  /** Whether the buyer gets one e-mail with a link back to the checkout (off by default). */
  recoveryEmailEnabled: Type.Boolean(),
});
export type AbandonedCheckoutSettings = Static<typeof AbandonedCheckoutSettingsSchema>;

/** Fields left out keep their value. */
export const UpdateAbandonedCheckoutSettingsRequestSchema = Type.Partial(AbandonedCheckoutSettingsSchema, {
  additionalProperties: false,
});
export type UpdateAbandonedCheckoutSettingsRequest = Static<
  typeof UpdateAbandonedCheckoutSettingsRequestSchema
>;

export const AbandonedCheckoutSettingsResponseSchema = Type.Object({
  settings: AbandonedCheckoutSettingsSchema,
});
export type AbandonedCheckoutSettingsResponse = Static<typeof AbandonedCheckoutSettingsResponseSchema>;
