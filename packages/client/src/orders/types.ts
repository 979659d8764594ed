// Client-side order types: the wire shapes with their timestamps as `Date` (wire §2.2), as every order call answers.
import type {
  PagingMetadata,
  Order as WireOrder,
  OrderActivity as WireOrderActivity,
  OrderFulfillment as WireOrderFulfillment,
  OrderRefund as WireOrderRefund,
  OrderShippingInfo as WireOrderShippingInfo,
  PaymentAttempt as WirePaymentAttempt,
} from '@cartwright/contracts';
import type { Logistics } from '../cart/types.js';

/** `T` with its `createdDate` a `Date`. */
type Created<T extends { createdDate: string }> = Omit<T, 'createdDate'> & { createdDate: Date };

export type OrderFulfillment = Created<WireOrderFulfillment>;
export type OrderRefund = Created<WireOrderRefund>;
export type OrderActivity = Created<WireOrderActivity>;
export type PaymentAttempt = Created<WirePaymentAttempt>;

/** The delivery chosen, with its delivery time slot as `Date`s. */
export type OrderShippingInfo = Omit<WireOrderShippingInfo, 'logistics'> & { logistics?: Logistics };

/** An order as calls return it: created, updated and purchased dates and those of its parts are `Date`s. */
export type Order = Omit<
  WireOrder,
  | 'createdDate'
  | 'updatedDate'
  | 'purchasedDate'
  | 'shippingInfo'
  | 'fulfillments'
  | 'refunds'
  | 'paymentAttempts'
  | 'activities'
> & {
  createdDate: Date;
  updatedDate: Date;
  purchasedDate: Date;
  shippingInfo?: OrderShippingInfo;
  fulfillments: OrderFulfillment[];
  refunds: OrderRefund[];
  paymentAttempts: PaymentAttempt[];
  activities: OrderActivity[];
};

/** One page of orders, newest first, and where it sits in the whole list. */
export interface OrdersPage {
  orders: Order[];
  metadata: PagingMetadata;
}

/** Paging of the order lists: at most 100 a page (default 50), from `offset`. */
export interface OrderPaging {
  limit?: number;
  offset?: number;
}
