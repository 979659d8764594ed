// `@cartwright/client/orders`: the buyer's checkout-to-order calls, the member's own orders and the admin's order
// calls, by name and as the `orders` module for createClient, with the types they take and return.
import { cancelOrder } from './cancel-order.js';
import { completeCheckout } from './complete-checkout.js';
import { fulfillOrder } from './fulfill-order.js';
import { getMyOrder } from './get-my-order.js';
import { getOrder } from './get-order.js';
import { getOrderAdmin } from './get-order-admin.js';
import { listMyOrders } from './list-my-orders.js';
import { markOrderPaid } from './mark-order-paid.js';
import { queryOrders } from './query-orders.js';
import { refundOrder } from './refund-order.js';
import { updateCheckout } from './update-checkout.js';

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
export {
  cancelOrder,
  completeCheckout,
  fulfillOrder,
  getMyOrder,
  getOrder,
  getOrderAdmin,
  listMyOrders,
  markOrderPaid,
  queryOrders,
  refundOrder,
  updateCheckout,
};

/** Every order call, for `createClient({ modules: { orders } })`. */
export const orders = {
  cancelOrder,
  completeCheckout,
  fulfillOrder,
  getMyOrder,
  getOrder,
  getOrderAdmin,
  listMyOrders,
  markOrderPaid,
  queryOrders,
  refundOrder,
  updateCheckout,
};
