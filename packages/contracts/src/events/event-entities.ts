// The entities that domain events carry, on the wire (dates as ISO strings). Spec §3 shows most families only
// through their date fields, so fields beyond those stay open (`[field: string]: unknown`).
import type { Cart } from '../cart/cart.js';
import type { Checkout } from '../cart/checkout.js';
import type { DiscountRuleStatus } from '../enums/discounts.js';
import type { MemberActivityStatus, MemberPrivacyStatus, MemberStatus } from '../enums/members.js';
import type { OrderPaymentStatus } from '../enums/orders.js';

/** An entity seen through its creation and update times. */
export interface StampedEventEntity {
  id?: string;
  createdDate?: string;
  updatedDate?: string;
  [field: string]: unknown;
}

export type CartEventEntity = Cart & StampedEventEntity;
export type CheckoutEventEntity = Checkout & StampedEventEntity;

export interface MemberEventEntity extends StampedEventEntity {
  loginEmail?: string;
  slug?: string;
  status?: MemberStatus;
  privacyStatus?: MemberPrivacyStatus;
  activityStatus?: MemberActivityStatus;
  lastLoginDate?: string;
}

export interface OrderEventEntity extends StampedEventEntity {
  number?: string;
  purchasedDate?: string;
  paymentStatus?: OrderPaymentStatus;
  lineItems?: Record<string, unknown>[];
  activities?: { type?: string; createdDate?: string; [field: string]: unknown }[];
}

export interface DiscountRuleEventEntity extends StampedEventEntity {
  name?: string;
  active?: boolean;
  status?: DiscountRuleStatus;
  activeTimeInfo?: { start?: string; end?: string };
}

export interface FulfillmentsEventEntity extends StampedEventEntity {
  orderId?: string;
  fulfillments?: { id?: string; createdDate?: string; [field: string]: unknown }[];
}
