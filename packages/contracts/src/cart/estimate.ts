// The estimate-totals response (wire.md §1.1 C8 and §4.1 "Estimate-totals sub-shapes").
import { type Static, Type } from '@sinclair/typebox';
import {
  ADDITIONAL_FEE_SOURCES,
  CART_DISCOUNT_TYPES,
  PAYMENT_OPTIONS,
  SUGGESTED_FIXES,
  TAXABLE_ADDRESS_TYPES,
  VIOLATION_SEVERITIES,
  VIOLATION_TARGET_NAMES,
  WEIGHT_UNITS,
} from '../enums/cart.js';
import { PICKUP_METHODS } from '../enums/shipping.js';
import {
  JURISDICTION_TYPES,
  MANUAL_TAX_REASONS,
  TAX_FALLBACK_REASONS,
  TAX_RATE_TYPES,
} from '../enums/tax.js';
import { ApplicationErrorSchema, ErrorDetailsSchema } from '../errors/error-envelope.js';
import { literalUnion } from '../schema/literal-union.js';
import { AddressSchema } from './address.js';
import { CartSchema } from './cart.js';
import { TranslatableStringSchema } from './line-item.js';
import { MultiCurrencyPriceSchema } from './money.js';

const opt = Type.Optional;
const price = () => opt(MultiCurrencyPriceSchema);

export const PriceSummarySchema = Type.Object({
  subtotal: price(),
  shipping: price(),
  tax: price(),
  discount: price(),
  total: price(),
  additionalFees: price(),
});
export type PriceSummary = Static<typeof PriceSummarySchema>;

export const TaxBreakdownSchema = Type.Object({
  jurisdictionName: opt(Type.String()),
  jurisdictionType: opt(literalUnion(JURISDICTION_TYPES)),
  rate: opt(Type.String({ description: 'decimal fraction, "0.0725" for 7.25%' })),
  taxableAmount: price(),
  taxAmount: price(),
  nonTaxableAmount: price(),
  taxName: opt(Type.String()),
});
export type TaxBreakdown = Static<typeof TaxBreakdownSchema>;

export const CalculatedLineItemSchema = Type.Object({
  lineItemId: opt(Type.String()),
  pricesBreakdown: opt(
    Type.Object({
      totalPriceAfterTax: price(),
      totalPriceBeforeTax: price(),
      taxDetails: opt(
        Type.Object({
          taxableAmount: price(),
          taxRate: opt(Type.String({ description: 'decimal fraction' })),
          totalTax: price(),
          taxBreakdown: opt(Type.Array(TaxBreakdownSchema)),
        }),
      ),
      totalDiscount: price(),
      price: price(),
      priceBeforeDiscounts: price(),
      lineItemPrice: price(),
      fullPrice: price(),
    }),
  ),
  paymentOption: opt(literalUnion(PAYMENT_OPTIONS)),
  taxableAddress: opt(Type.Object({ addressType: opt(literalUnion(TAXABLE_ADDRESS_TYPES)) })),
});
export type CalculatedLineItem = Static<typeof CalculatedLineItemSchema>;

export const TaxSummarySchema = Type.Object({
  taxableAmount: price(),
  totalTax: price(),
  calculationDetails: opt(
    Type.Object({
      rateType: opt(literalUnion(TAX_RATE_TYPES)),
      manualRateReason: opt(literalUnion(MANUAL_TAX_REASONS)),
      autoTaxFallbackDetails: opt(Type.Object({ fallbackReason: opt(literalUnion(TAX_FALLBACK_REASONS)) })),
    }),
  ),
  taxBreakdown: opt(Type.Array(TaxBreakdownSchema, { description: 'Cartwright: totals per jurisdiction' })),
});
export type TaxSummary = Static<typeof TaxSummarySchema>;

export const DeliveryLogisticsSchema = Type.Object({
  deliveryTime: opt(Type.String()),
  instructions: opt(Type.String()),
  pickupDetails: opt(
    Type.Object({ address: opt(AddressSchema), pickupMethod: opt(literalUnion(PICKUP_METHODS)) }),
  ),
  deliveryTimeSlot: opt(
    Type.Object({
      from: opt(Type.String({ format: 'date-time' })),
      to: opt(Type.String({ format: 'date-time' })),
    }),
  ),
});
export type DeliveryLogistics = Static<typeof DeliveryLogisticsSchema>;

export const ShippingOptionSchema = Type.Object({
  code: opt(Type.String()),
  title: opt(Type.String()),
  logistics: opt(DeliveryLogisticsSchema),
  cost: opt(
    Type.Object({
      price: price(),
      totalPriceAfterTax: price(),
      totalPriceBeforeTax: price(),
      taxDetails: opt(Type.Object({ taxRate: opt(Type.String()), totalTax: price() })),
      totalDiscount: price(),
    }),
  ),
  partial: opt(Type.Boolean()),
});
export type ShippingOption = Static<typeof ShippingOptionSchema>;

export const SelectedCarrierServiceOptionSchema = Type.Composite([
  ShippingOptionSchema,
  Type.Object({
    carrierId: opt(Type.String()),
    requestedShippingOption: opt(Type.Boolean({ description: 'true when the caller chose it' })),
  }),
]);

export const ShippingInformationSchema = Type.Object({
  region: opt(Type.Object({ id: opt(Type.String()), name: opt(Type.String()) })),
  selectedCarrierServiceOption: opt(SelectedCarrierServiceOptionSchema),
  carrierServiceOptions: opt(
    Type.Array(
      Type.Object({ carrierId: opt(Type.String()), shippingOptions: Type.Array(ShippingOptionSchema) }),
    ),
  ),
});
export type ShippingInformation = Static<typeof ShippingInformationSchema>;

export const AppliedDiscountSchema = Type.Object({
  coupon: opt(
    Type.Object({
      id: opt(Type.String()),
      code: opt(Type.String()),
      name: opt(Type.String()),
      amount: price(),
    }),
  ),
  merchantDiscount: opt(Type.Object({ amount: price(), percentage: opt(Type.Number()) })),
  discountRule: opt(
    Type.Object({ id: opt(Type.String()), name: opt(TranslatableStringSchema), amount: price() }),
  ),
  discountType: opt(literalUnion(CART_DISCOUNT_TYPES)),
  lineItemIds: opt(Type.Array(Type.String())),
});
export type AppliedDiscount = Static<typeof AppliedDiscountSchema>;

export const CalculationErrorsSchema = Type.Object({
  generalShippingCalculationError: opt(ErrorDetailsSchema),
  carrierErrors: opt(
    Type.Object({
      errors: Type.Array(Type.Object({ carrierId: opt(Type.String()), error: ErrorDetailsSchema })),
    }),
  ),
  selectedShippingOptionError: opt(ErrorDetailsSchema),
  taxCalculationError: opt(ErrorDetailsSchema),
  couponCalculationError: opt(ErrorDetailsSchema),
  orderValidationErrors: opt(Type.Array(ApplicationErrorSchema)),
  membershipError: opt(ErrorDetailsSchema),
  discountsCalculationError: opt(ErrorDetailsSchema),
});
export type CalculationErrors = Static<typeof CalculationErrorsSchema>;

export const ViolationSchema = Type.Object({
  severity: opt(literalUnion(VIOLATION_SEVERITIES)),
  target: opt(
    Type.Object({
      other: opt(Type.Object({ name: opt(literalUnion(VIOLATION_TARGET_NAMES)) })),
      lineItem: opt(
        Type.Object({
          id: opt(Type.String()),
          name: opt(literalUnion(VIOLATION_TARGET_NAMES)),
          suggestedFix: opt(literalUnion(SUGGESTED_FIXES)),
        }),
      ),
    }),
  ),
  description: opt(Type.String()),
});
export type Violation = Static<typeof ViolationSchema>;

const MembershipSchema = Type.Object({
  id: opt(Type.String()),
  appId: opt(Type.String()),
  name: opt(TranslatableStringSchema),
  lineItemIds: opt(Type.Array(Type.String())),
  credits: opt(Type.Object({ total: opt(Type.Integer()), remaining: opt(Type.Integer()) })),
  expirationDate: opt(Type.String({ format: 'date-time' })),
});

export const MembershipOptionsSchema = Type.Object({
  eligibleMemberships: Type.Array(MembershipSchema),
  invalidMemberships: Type.Array(
    Type.Object({ membership: opt(MembershipSchema), reason: opt(Type.String()) }),
  ),
  selectedMemberships: Type.Array(Type.Object({ id: opt(Type.String()), appId: opt(Type.String()) })),
});
export type MembershipOptions = Static<typeof MembershipOptionsSchema>;

export const AdditionalFeeSchema = Type.Object({
  code: opt(Type.String()),
  name: opt(Type.String()),
  price: price(),
  priceBeforeTax: price(),
  priceAfterTax: price(),
  lineItemIds: opt(Type.Array(Type.String())),
  source: opt(literalUnion(ADDITIONAL_FEE_SOURCES)),
});
export type AdditionalFee = Static<typeof AdditionalFeeSchema>;

export const EstimateTotalsResponseSchema = Type.Object({
  cart: CartSchema,
  calculatedLineItems: Type.Array(CalculatedLineItemSchema),
  priceSummary: PriceSummarySchema,
  giftCard: opt(Type.Object({ id: opt(Type.String()), obfuscatedCode: opt(Type.String()), amount: price() })),
  taxSummary: TaxSummarySchema,
  shippingInfo: ShippingInformationSchema,
  appliedDiscounts: Type.Array(AppliedDiscountSchema),
  calculationErrors: opt(CalculationErrorsSchema),
  weightUnit: literalUnion(WEIGHT_UNITS),
  currency: Type.String(),
  payNow: PriceSummarySchema,
  payLater: PriceSummarySchema,
  membershipOptions: MembershipOptionsSchema,
  additionalFees: Type.Array(AdditionalFeeSchema),
  violations: Type.Array(ViolationSchema),
});
export type EstimateTotalsResponse = Static<typeof EstimateTotalsResponseSchema>;
