// The coupon editor's state: form text built from a coupon, turned back into the create/replace body with the
// fields its type needs (and no others), empty optional fields left out, and times as ISO instants.
import type { Coupon, CouponInput, CouponType } from '@cartwright/client/pricing';
import type { ShownField } from '../../../ui/forms/field-errors.js';
import {
  checked,
  type DraftCheck,
  type DraftErrors,
  localFromIso,
  readAmount,
  readLocalDateTime,
  readPercent,
  readWholeNumber,
  requiredText,
  textOf,
} from '../form-values.js';
import { AMOUNT_FORMAT_WORDS, type PricingErrorMapping } from '../pricing-errors.js';

export interface CouponDraft {
  code: string;
  name: string;
  type: CouponType;
  percentOff: string;
  /** The amount off (MONEY_OFF) or each item's price (FIXED_PRICE). */
  amount: string;
  minimumSubtotal: string;
  productIds: string[];
  collectionIds: string[];
  /** `datetime-local` values in the browser's time zone. */
  startDate: string;
  expirationDate: string;
  usageLimit: string;
  limitPerCustomer: string;
  active: boolean;
}

export const COUPON_TYPE_LABELS: Record<CouponType, string> = {
  PERCENT_OFF: 'Percent off',
  MONEY_OFF: 'Amount off',
  FREE_SHIPPING: 'Free shipping',
  FIXED_PRICE: 'Fixed price',
};

/** Which value field a type takes. */
export const couponValueField = (type: CouponType): 'percentOff' | 'amount' | undefined =>
  type === 'PERCENT_OFF' ? 'percentOff' : type === 'FREE_SHIPPING' ? undefined : 'amount';

export function draftFromCoupon(coupon?: Coupon): CouponDraft {
  return {
    code: coupon?.code ?? '',
    name: coupon?.name ?? '',
    type: coupon?.type ?? 'PERCENT_OFF',
    percentOff: textOf(coupon?.percentOff),
    amount: coupon?.amount ?? '',
    minimumSubtotal: coupon?.minimumSubtotal ?? '',
    productIds: coupon?.productIds ?? [],
    collectionIds: coupon?.collectionIds ?? [],
    startDate: localFromIso(coupon?.startDate),
    expirationDate: localFromIso(coupon?.expirationDate),
    usageLimit: textOf(coupon?.usageLimit),
    limitPerCustomer: textOf(coupon?.limitPerCustomer),
    active: coupon?.active ?? true,
  };
}

/** The create (and replace) body for `draft`, or the fields whose values cannot be sent. */
export function couponInputFromDraft(draft: CouponDraft): DraftCheck<CouponInput> {
  const errors: DraftErrors = {};
  const code = requiredText(draft.code, 'code', errors, 'Enter the code shoppers type.');
  const name = requiredText(draft.name, 'name', errors, 'Enter a name.');
  const valueField = couponValueField(draft.type);
  const percentOff =
    valueField === 'percentOff'
      ? readPercent(draft.percentOff, 'percentOff', errors, { required: 'Enter the percent off.' })
      : undefined;
  const amount =
    valueField === 'amount'
      ? readAmount(draft.amount, 'amount', errors, {
          required: draft.type === 'FIXED_PRICE' ? 'Enter the price of each item.' : 'Enter the amount off.',
        })
      : undefined;
  const minimumSubtotal = readAmount(draft.minimumSubtotal, 'minimumSubtotal', errors);
  const startDate = readLocalDateTime(draft.startDate, 'startDate', errors);
  const expirationDate = readLocalDateTime(draft.expirationDate, 'expirationDate', errors);
  const usageLimit = readWholeNumber(draft.usageLimit, 'usageLimit', errors);
  const limitPerCustomer = readWholeNumber(draft.limitPerCustomer, 'limitPerCustomer', errors);
  return checked(errors, () => ({
    code,
    name,
    type: draft.type,
    ...(percentOff !== undefined ? { percentOff } : {}),
    ...(amount !== undefined ? { amount } : {}),
    ...(minimumSubtotal !== undefined ? { minimumSubtotal } : {}),
    ...(draft.productIds.length > 0 ? { productIds: draft.productIds } : {}),
    ...(draft.collectionIds.length > 0 ? { collectionIds: draft.collectionIds } : {}),
    ...(startDate !== undefined ? { startDate } : {}),
    ...(expirationDate !== undefined ? { expirationDate } : {}),
    ...(usageLimit !== undefined ? { usageLimit } : {}),
    ...(limitPerCustomer !== undefined ? { limitPerCustomer } : {}),
    active: draft.active,
  }));
}

const COUPON_FIELDS: ShownField[] = [
  'code',
  'name',
  'type',
  'percentOff',
  'amount',
  'minimumSubtotal',
  /^productIds/,
  /^collectionIds/,
  'startDate',
  'expirationDate',
  'usageLimit',
  'limitPerCustomer',
  'active',
];

export const COUPON_ERRORS: PricingErrorMapping = {
  shown: COUPON_FIELDS,
  formats: [
    [/^code$/, 'Use 1 to 50 letters, digits, hyphens or underscores, with no spaces.'],
    [/^(amount|minimumSubtotal)$/, AMOUNT_FORMAT_WORDS],
  ],
  conflicts: { COUPON_CODE_ALREADY_EXISTS: () => 'code' },
};
