// `@cartwright/client/orders`: the buyer's checkout-to-order calls, the member's own orders and the admin's order
// calls, by name and as the `orders` module for createClient, with the types they take and return.

export type {
  CardInput,
  OrderErrorCode,
  OrderFulfillmentStatus,
  OrderHistoryEventType,
  OrderLineItem,
  OrderPaymentStatus,
  OrderStatus,
  OutOfStockData,
  PaymentInput,
} from '@cartwright/contracts';
export type { Checkout } from '../cart/types.js';
export * from './calls.js';
/** Every order call, for `createClient({ modules: { orders } })`. */
export * as orders from './calls.js';
export type { CancelOrderOptions } from './cancel-order.js';
export type { CompleteCheckoutOptions } from './complete-checkout.js';
export type { Fulfillment } from './fulfill-order.js';
export type { OrderFilters } from './query-orders.js';
export type { Refund } from './refund-order.js';
export type {
  Order,
  OrderActivity,
  OrderFulfillment,
  OrderPaging,
  OrderRefund,
  OrderShippingInfo,
  OrdersPage,
  PaymentAttempt,
} from './types.js';
export type { CheckoutUpdate } from './update-checkout.js';
