// Order tables: orders, their line items, payment attempts (on the checkout before an order exists) and
// the activity history. Fulfilments and refunds are the admin steps' own tables.
import type {
  Order,
  OrderActivityActor,
  OrderFulfillmentStatus,
  OrderHistoryEventType,
  OrderLineItem,
  OrderPaymentStatus,
  OrderStatus,
  PaymentAttemptOutcome,
  PaymentMethod,
  PaymentProviderName,
  TransactionStatus,
} from '@cartwright/contracts';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { CartOwnerKind } from '../../caller.js';

/** `numeric` comes back as a string and is written as one: never a float. */
type Numeric = string;
/** jsonb: parsed on the way out, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface OrderNumberCounterTable {
  id: number;
  last_number: number;
}

/** What of the wire order is kept as placed, beside the columns the admin steps change. */
export type OrderSnapshot = Pick<
  Order,
  | 'buyerInfo'
  | 'recipientInfo'
  | 'billingInfo'
  | 'shippingInfo'
  | 'buyerNote'
  | 'priceSummary'
  | 'appliedDiscounts'
>;

export interface OrdersTable {
  id: string;
  number: number;
  checkout_id: string;
  owner_kind: CartOwnerKind;
  owner_id: string;
  buyer_email: string;
  status: OrderStatus;
  payment_status: OrderPaymentStatus;
  fulfillment_status: OrderFulfillmentStatus;
  currency: string;
  total: Numeric;
  paid: Defaulted<Numeric>;
  refunded: Defaulted<Numeric>;
  snapshot: Json<OrderSnapshot>;
  created_at: Date;
  updated_at: Date;
  purchased_at: Date;
}
export type OrderRow = Selectable<OrdersTable>;
export type NewOrderRow = Insertable<OrdersTable>;

/** The wire line item less what the columns hold. */
export type OrderLineSnapshot = Omit<
  OrderLineItem,
  'id' | 'quantity' | 'fulfilledQuantity' | 'refundedQuantity' | 'price' | 'totalPrice'
>;

export interface OrderLineItemsTable {
  order_id: string;
  id: string;
  position: number;
  product_id: string | null;
  variant_id: string | null;
  quantity: number;
  fulfilled_quantity: Defaulted<number>;
  refunded_quantity: Defaulted<number>;
  /** Units put back to stock by a cancel or a refund (migration 0024): never more than `quantity`. */
  restocked_quantity: Defaulted<number>;
  /** The order took this line from stock: cancel and refund-with-restock put it back. */
  stock_taken: boolean;
  unit_price: Numeric;
  total_price: Numeric;
  snapshot: Json<OrderLineSnapshot>;
}
export type OrderLineItemRow = Selectable<OrderLineItemsTable>;
export type NewOrderLineItemRow = Insertable<OrderLineItemsTable>;

export interface PaymentAttemptsTable {
  id: string;
  checkout_id: string;
  order_id: string | null;
  method: PaymentMethod;
  outcome: PaymentAttemptOutcome;
  last4: string | null;
  amount: Numeric;
  created_at: Date;
  seq: Generated<number>;
  /** The provider that took it (migration 0034); null for the test card and OFFLINE. */
  provider: ColumnType<
    PaymentProviderName | null,
    PaymentProviderName | null | undefined,
    PaymentProviderName | null
  >;
  status: ColumnType<
    TransactionStatus | null,
    TransactionStatus | null | undefined,
    TransactionStatus | null
  >;
  brand: ColumnType<string | null, string | null | undefined, string | null>;
  /** The provider's id of the payment (migration 0038); null for the test card, OFFLINE and older attempts. */
  provider_ref: ColumnType<string | null, string | null | undefined, string | null>;
}
export type PaymentAttemptRow = Selectable<PaymentAttemptsTable>;
export type NewPaymentAttemptRow = Insertable<PaymentAttemptsTable>;

export interface OrderActivitiesTable {
  id: string;
  order_id: string;
  type: OrderHistoryEventType;
  actor: OrderActivityActor;
  detail: string | null;
  created_at: Date;
  seq: Generated<number>;
}
export type OrderActivityRow = Selectable<OrderActivitiesTable>;
export type NewOrderActivityRow = Insertable<OrderActivitiesTable>;
