// The orders module's face: what other modules may use. Nothing outside the module imports its other files.
export { moneyOf } from './order-view.js';
export {
  type ActivityInput,
  appendOrderActivities,
  appendOrderEvent,
  insertPlacedOrder,
  markStockNotTaken,
  type NewOrder,
  numberPlacedOrder,
  ORDER_ENTITY_FQDN,
  readOrder,
} from './orders.service.js';
