// The orders module's face: what other modules may use. Nothing outside the module imports its other files.

export { cancelOrder } from './admin-operations.service.js';
export { fulfillOrder } from './fulfillments/fulfillments.service.js';
export {
  type ActivityInput,
  appendOrderActivities,
  appendOrderEvent,
  ORDER_ENTITY_FQDN,
} from './order-activity.service.js';
export { orderLink } from './order-links.js';
export {
  addOrderPaymentAttempt,
  type PendingPaymentOutcome,
  settlePendingOrderPayment,
} from './order-payment.service.js';
export {
  insertPlacedOrder,
  markStockNotTaken,
  type NewOrder,
  numberPlacedOrder,
} from './order-placement.service.js';
export { moneyOf } from './order-view.js';
export { readOrder } from './orders.service.js';
export {
  type AuthorizationCapturer,
  type AuthorizationVoider,
  captureOrderPayment,
  voidOrderPayment,
} from './payment-capture.service.js';
export { type RefundPayer, refundOrder } from './refunds/refunds.service.js';
