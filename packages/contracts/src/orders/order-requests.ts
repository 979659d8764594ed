// Request and response bodies of the checkout-to-order calls, buyer and admin (ORDERS-WIRE "Buyer", "Admin").
import { type Static, Type } from '@sinclair/typebox';
import { AddressSchema, ContactDetailsSchema } from '../cart/address.js';
import { SelectedShippingOptionSchema } from '../cart/cart.js';
import { CheckoutSchema } from '../cart/checkout.js';
import { AMOUNT_INPUT_PATTERN } from '../cart/money.js';
import { ORDER_FULFILLMENT_STATUSES, ORDER_PAYMENT_STATUSES, ORDER_STATUSES } from '../enums/orders.js';
import { EMAIL_MAX_LENGTH, URL_MAX_LENGTH } from '../limits.js';
import { offsetPageQueryFields, PagingMetadataSchema } from '../query/paging.js';
import { literalUnion } from '../schema/literal-union.js';
import { OrderSchema } from './order.js';

const opt = Type.Optional;

export const CHECKOUTS_PATH = '/ecom/v1/checkouts';
export const BUYER_ORDERS_PATH = '/ecom/v1/orders';
export const MY_ORDERS_PATH = '/cartwright/v1/members/my/orders';
export const ADMIN_ORDERS_PATH = '/cartwright/v1/orders';
/** `{CHECKOUTS_PATH}/{id}` (get, PATCH) and `…/complete`. */
export const checkoutPath = (id: string): string => `${CHECKOUTS_PATH}/${encodeURIComponent(id)}`;
/** `{ADMIN_ORDERS_PATH}/{id}`, then `/mark-paid`, `/fulfillments`, `/cancel`, `/refunds`. */
export const adminOrderPath = (id: string): string => `${ADMIN_ORDERS_PATH}/${encodeURIComponent(id)}`;

/** The test payment provider: this card approves, the next one declines, any other number is invalid. */
export const TEST_CARD_APPROVES = '4242424242424242';
export const TEST_CARD_DECLINES = '4000000000000002';

/**
 * Days a checkout may be paid for after it was made; past them it answers CHECKOUT_EXPIRED and the buyer checks
 * out again from the cart. Longer than a recovery e-mail's link lives.
 */
export const CHECKOUT_LIFETIME_DAYS = 30;

export const REFUND_REASON_MAX_LENGTH = 500;
export const TRACKING_TEXT_MAX_LENGTH = 100;

/** Application error codes of the order calls (with the coupon refusals of create-checkout, spec §8 reasons). */
export const ORDER_ERROR_CODES = {
  checkoutAlreadyCompleted: 'CHECKOUT_ALREADY_COMPLETED',
  /** 402: the card was declined; the attempt is recorded on the checkout, which stays open. */
  paymentDeclined: 'PAYMENT_DECLINED',
  cardNumberInvalid: 'CARD_NUMBER_INVALID',
  /** 409, with `data.lineItems[{id, productName, available}]`. */
  outOfStock: 'OUT_OF_STOCK',
  missingShippingAddress: 'MISSING_SHIPPING_ADDRESS',
  missingEmail: 'MISSING_EMAIL',
  missingShippingOption: 'MISSING_SHIPPING_OPTION',
  /**
   * 409: priced again at payment, the total is not the one the buyer was shown (the owner changed a price, a
   * coupon or discount rule no longer applies). Nothing is charged; the checkout now shows the new total
   * (`data`: PricesChangedData) and paying again pays it.
   */
  pricesChanged: 'PRICES_CHANGED',
  /** 409: older than CHECKOUT_LIFETIME_DAYS; check out again from the cart. */
  checkoutExpired: 'CHECKOUT_EXPIRED',
  /** 400: a total past MAX_AMOUNT, the most an order holds (`data.limit`). */
  amountTooLarge: 'ORDER_AMOUNT_TOO_LARGE',
  /** Spec §8 payment collection not possible. */
  orderIsPaid: 'ORDER_IS_PAID',
  orderIsCancelled: 'ORDER_IS_CANCELLED',
  /** Cancel refused: something was shipped already. */
  orderIsFulfilled: 'ORDER_IS_FULFILLED',
  /** Fulfil refused: nothing left to ship, or more than is left of a line. */
  nothingToFulfill: 'NOTHING_TO_FULFILL',
  /** Spec §8 refund not possible. */
  refundNotPaid: 'NOT_PAID',
  refundAlreadyRefunded: 'ALREADY_REFUNDED',
  refundZeroPrice: 'ZERO_PRICE',
  /** The amount asked is more than was paid and not yet refunded. */
  refundTooLarge: 'REFUND_AMOUNT_TOO_LARGE',
  /** Spec §8 refund not possible: the provider did not answer, a refund is still pending, or it has no payment. */
  refundProviderIsDown: 'PROVIDER_IS_DOWN',
  refundPending: 'PENDING_REFUND',
  refundTransactionNotFound: 'TRANSACTION_NOT_FOUND',
  /** Spec §8 capture or void not possible. */
  captureExpired: 'EXPIRED',
  captureNotSupported: 'NOT_SUPPORTED',
  captureOffline: 'OFFLINE',
  captureRequiresCardReader: 'REQUIRES_CARD_READER',
  /** 409: capture asked for more than is authorized (`data.available`). */
  captureAmountTooLarge: 'CAPTURE_AMOUNT_TOO_LARGE',
  /** 400: that provider is not configured on this store (Stripe without its keys). */
  paymentProviderNotConfigured: 'PAYMENT_PROVIDER_NOT_CONFIGURED',
  /** 404: no payment session of that id for this checkout. */
  paymentSessionNotFound: 'PAYMENT_SESSION_NOT_FOUND',
  /** 409: the session was refunded or canceled; ask for a new one (payment-sessions) and pay again. */
  paymentSessionClosed: 'PAYMENT_SESSION_CLOSED',
  /** 409: not paid yet at the provider: the browser has not confirmed the payment (`data.status`). */
  paymentIncomplete: 'PAYMENT_INCOMPLETE',
  /** 409: the provider asks the buyer for a step (3-D Secure): the page follows it, then completes again. */
  paymentRequiresAction: 'PAYMENT_REQUIRES_ACTION',
  /** 409: the provider is still processing the payment (a bank debit); the order follows when it succeeds. */
  paymentProcessing: 'PAYMENT_PROCESSING',
  /** 400: a provider's webhook whose signature, secret or timestamp does not hold; nothing changed. */
  webhookSignatureInvalid: 'WEBHOOK_SIGNATURE_INVALID',
  /** 503: the payment provider did not answer; nothing changed here, try again. */
  paymentProviderUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
} as const;
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[keyof typeof ORDER_ERROR_CODES];

/** What `details.applicationError.data` of OUT_OF_STOCK holds. */
export const OutOfStockDataSchema = Type.Object({
  lineItems: Type.Array(
    Type.Object({ id: Type.String(), productName: Type.String(), available: Type.Integer({ minimum: 0 }) }),
  ),
  /** Paid through a provider before the stock ran out: that payment was refunded in full (decimal amount). */
  refunded: opt(Type.String()),
});
export type OutOfStockData = Static<typeof OutOfStockDataSchema>;

/** What `details.applicationError.data` of PRICES_CHANGED holds: the totals as shown before, and now. */
export const PricesChangedDataSchema = Type.Object({
  previousTotal: Type.String({ description: 'decimal amount the buyer was shown' }),
  total: Type.String({ description: 'decimal amount to pay now' }),
  formattedTotal: Type.String(),
  currency: Type.String(),
  /** The code of a coupon that no longer applies and was taken off the checkout. */
  couponRemoved: opt(Type.String()),
  /** Paid through a provider at the old total: that payment was refunded in full (decimal amount). */
  refunded: opt(Type.String()),
});
export type PricesChangedData = Static<typeof PricesChangedDataSchema>;

const addressInfo = () =>
  Type.Object(
    { address: opt(AddressSchema), contactDetails: opt(ContactDetailsSchema) },
    { additionalProperties: false },
  );

/** A checkout's id as gateway clients repeat it in the query string (wire.md §0). */
export const CheckoutIdQuerySchema = Type.Object(
  { id: opt(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);

/**
 * PATCH /ecom/v1/checkouts/{id}: only the fields sent change. The path's id may come back in the body, at the
 * top (our client's path-param copy) or as `checkout.id` (gateway clients'); either must match the path.
 * Closed at the top too: gateway clients can send checkout-level `couponCode`, `giftCardCode` or line
 * changes, which this store does not take; they are refused by name rather than dropped.
 */
export const UpdateCheckoutRequestSchema = Type.Object(
  {
    id: opt(Type.String({ maxLength: 100 })),
    checkout: Type.Object(
      {
        id: opt(Type.String({ maxLength: 100 })),
        buyerInfo: opt(
          Type.Object(
            { email: Type.String({ maxLength: EMAIL_MAX_LENGTH, format: 'email' }) },
            { additionalProperties: false },
          ),
        ),
        shippingInfo: opt(
          Type.Object(
            {
              shippingDestination: opt(addressInfo()),
              selectedCarrierServiceOption: opt(SelectedShippingOptionSchema),
            },
            { additionalProperties: false },
          ),
        ),
        billingInfo: opt(addressInfo()),
        billingSameAsShipping: opt(Type.Boolean()),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type UpdateCheckoutRequest = Static<typeof UpdateCheckoutRequestSchema>;

export const UpdateCheckoutResponseSchema = Type.Object({ checkout: CheckoutSchema });
export type UpdateCheckoutResponse = Static<typeof UpdateCheckoutResponseSchema>;

export const CardInputSchema = Type.Object(
  {
    number: Type.String({ minLength: 1, maxLength: 30, description: 'digits, spaces allowed' }),
    expiry: Type.String({ pattern: '^(0[1-9]|1[0-2])/\\d{2}$', description: 'MM/YY' }),
    cvc: Type.String({ pattern: '^\\d{3,4}$' }),
    holderName: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type CardInput = Static<typeof CardInputSchema>;

export const PaymentInputSchema = Type.Union([
  Type.Object({ method: Type.Literal('CARD'), card: CardInputSchema }, { additionalProperties: false }),
  Type.Object({ method: Type.Literal('OFFLINE') }, { additionalProperties: false }),
  /** Paid at the provider in the browser; the server reads the payment from the provider, never the browser's word. */
  Type.Object(
    {
      method: Type.Literal('PROVIDER'),
      paymentSessionId: Type.String({ minLength: 1, maxLength: 100, description: 'from payment-sessions' }),
    },
    { additionalProperties: false },
  ),
]);
export type PaymentInput = Static<typeof PaymentInputSchema>;

/** POST /ecom/v1/checkouts/{id}/complete → `{order}` (OrderResponseSchema). */
export const CompleteCheckoutRequestSchema = Type.Object({
  payment: PaymentInputSchema,
  /**
   * The total the buyer saw and agreed to pay (`priceSummary.total.amount`); when the checkout, priced again,
   * comes to another total, PRICES_CHANGED. Without it, the total the checkout last showed is the one agreed.
   */
  expectedTotal: opt(Type.String({ pattern: AMOUNT_INPUT_PATTERN, maxLength: 20 })),
});
export type CompleteCheckoutRequest = Static<typeof CompleteCheckoutRequestSchema>;

/** GET /cartwright/v1/members/my/orders: newest first. */
export const MyOrdersQuerySchema = Type.Object(offsetPageQueryFields(), { additionalProperties: false });
export type MyOrdersQuery = Static<typeof MyOrdersQuerySchema>;

/** GET /cartwright/v1/orders: `search` is an order number exactly, or words of the buyer's e-mail and names (any case, accents). */
export const AdminOrdersQuerySchema = Type.Object(
  {
    paymentStatus: opt(literalUnion(ORDER_PAYMENT_STATUSES)),
    fulfillmentStatus: opt(literalUnion(ORDER_FULFILLMENT_STATUSES)),
    status: opt(literalUnion(ORDER_STATUSES)),
    from: opt(Type.String({ format: 'date-time', description: 'createdDate at or after' })),
    to: opt(Type.String({ format: 'date-time', description: 'createdDate before' })),
    search: opt(Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH })),
    memberId: opt(Type.String({ format: 'uuid', description: 'orders the member placed signed in' })),
    ...offsetPageQueryFields(),
  },
  { additionalProperties: false },
);
export type AdminOrdersQuery = Static<typeof AdminOrdersQuerySchema>;

export const OrdersPageResponseSchema = Type.Object({
  orders: Type.Array(OrderSchema),
  metadata: PagingMetadataSchema,
});
export type OrdersPageResponse = Static<typeof OrdersPageResponseSchema>;

/** The order's id, as gateway clients repeat a path parameter in the body; it must match the path. */
const pathId = () => opt(Type.String({ maxLength: 100 }));

/** POST /cartwright/v1/orders/{id}/mark-paid: no body fields but the path's id. */
export const MarkOrderPaidRequestSchema = Type.Object({ id: pathId() }, { additionalProperties: false });
export type MarkOrderPaidRequest = Static<typeof MarkOrderPaidRequestSchema>;

const lineQuantities = () =>
  Type.Array(
    Type.Object(
      {
        id: Type.String({ minLength: 1, maxLength: 100 }),
        quantity: Type.Integer({ minimum: 1, maximum: 100_000 }),
      },
      { additionalProperties: false },
    ),
    { minItems: 1, maxItems: 300 },
  );

/** POST /cartwright/v1/orders/{id}/fulfillments: without `lineItems`, everything not yet shipped. */
export const FulfillOrderRequestSchema = Type.Object(
  {
    id: pathId(),
    lineItems: opt(lineQuantities()),
    trackingInfo: opt(
      Type.Object(
        {
          trackingNumber: opt(Type.String({ minLength: 1, maxLength: TRACKING_TEXT_MAX_LENGTH })),
          shippingProvider: opt(Type.String({ minLength: 1, maxLength: TRACKING_TEXT_MAX_LENGTH })),
          trackingLink: opt(Type.String({ maxLength: URL_MAX_LENGTH, pattern: '^https://\\S+$' })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type FulfillOrderRequest = Static<typeof FulfillOrderRequestSchema>;

/** POST /cartwright/v1/orders/{id}/cancel: restocks unless `restock: false`. */
export const CancelOrderRequestSchema = Type.Object(
  { id: pathId(), restock: opt(Type.Boolean({ default: true })) },
  { additionalProperties: false },
);
export type CancelOrderRequest = Static<typeof CancelOrderRequestSchema>;

/** POST /cartwright/v1/orders/{id}/refunds. */
export const RefundOrderRequestSchema = Type.Object(
  {
    id: pathId(),
    amount: Type.String({ pattern: AMOUNT_INPUT_PATTERN, maxLength: 17, description: 'decimal string' }),
    reason: opt(Type.String({ maxLength: REFUND_REASON_MAX_LENGTH })),
    restock: opt(Type.Boolean()),
    lineItems: opt(lineQuantities()),
  },
  { additionalProperties: false },
);
export type RefundOrderRequest = Static<typeof RefundOrderRequestSchema>;
