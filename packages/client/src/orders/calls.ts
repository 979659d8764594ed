// The order calls, each named once: `index.ts` exports them by name and as the `orders` module.
export { cancelOrder } from './cancel-order.js';
export { captureOrderPayment } from './capture-order-payment.js';
export { completeCheckout } from './complete-checkout.js';
export { fulfillOrder } from './fulfill-order.js';
export { getMyOrder } from './get-my-order.js';
export { getOrder } from './get-order.js';
export { getOrderAdmin } from './get-order-admin.js';
export { getOrderByLink } from './get-order-by-link.js';
export { listMyOrders } from './list-my-orders.js';
export { markOrderPaid } from './mark-order-paid.js';
export { queryOrders } from './query-orders.js';
export { refundOrder } from './refund-order.js';
export { updateCheckout } from './update-checkout.js';
export { voidOrderPayment } from './void-order-payment.js';
