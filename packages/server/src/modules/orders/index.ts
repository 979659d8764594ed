// The orders module's face: what other modules may use. Nothing outside the module imports its other files.

export {
  type ActivityInput,
  appendOrderActivities,
  appendOrderEvent,
  ORDER_ENTITY_FQDN,
} from './order-activity.service.js';
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
export { type RefundPayer, refundOrder } from './refunds/refunds.service.js';
