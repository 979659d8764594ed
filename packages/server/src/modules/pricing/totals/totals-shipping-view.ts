// The totals' shipping information as the wire spells it: the options quoted for the region, each with its
// cost before and after tax, and the selected one with its discount.
import type { ShippingInformation, ShippingOption } from '@cartwright/contracts';
import { STORE_SHIPPING_CARRIER_ID } from '@cartwright/contracts';
import type { QuotedOption, ShippingQuote } from '../shipping/shipping-quote.js';
import { type RegionRates, taxOn } from '../tax/tax-calc.js';
import type { PriceView } from './price-view.js';
import { NO_RATE } from './totals-tax-view.js';

function shippingOptionView(
  option: QuotedOption,
  discount: bigint,
  rates: RegionRates | undefined,
  included: boolean,
  price: PriceView,
): ShippingOption {
  const { definition } = option;
  const taxed = taxOn(option.cost - discount, rates, included);
  return {
    code: definition.code,
    title: definition.title,
    logistics: {
      ...(definition.deliveryTime === undefined ? {} : { deliveryTime: definition.deliveryTime }),
      ...(definition.instructions === undefined ? {} : { instructions: definition.instructions }),
      ...(definition.pickup
        ? { pickupDetails: { address: definition.pickup.address, pickupMethod: definition.pickup.method } }
        : {}),
      ...(definition.deliveryTimeSlot ? { deliveryTimeSlot: definition.deliveryTimeSlot } : {}),
    },
    cost: {
      price: price(option.cost),
      totalPriceBeforeTax: price(taxed.beforeTax),
      totalPriceAfterTax: price(taxed.afterTax),
      taxDetails: { taxRate: rates?.totalFraction ?? NO_RATE, totalTax: price(taxed.tax) },
      totalDiscount: price(discount),
    },
    partial: false,
  };
}

/** The region, the selected option (less its discount) and every option the region offers. */
export function shippingInformation(
  quote: ShippingQuote,
  selectedDiscount: bigint,
  rates: RegionRates | undefined,
  included: boolean,
  price: PriceView,
): ShippingInformation {
  if (!quote.region) return {};
  return {
    region: quote.region,
    ...(quote.selected
      ? {
          selectedCarrierServiceOption: {
            ...shippingOptionView(quote.selected, selectedDiscount, rates, included, price),
            carrierId: STORE_SHIPPING_CARRIER_ID,
            requestedShippingOption: quote.requested,
          },
        }
      : {}),
    carrierServiceOptions: [
      {
        carrierId: STORE_SHIPPING_CARRIER_ID,
        shippingOptions: quote.options.map((o) => shippingOptionView(o, 0n, rates, included, price)),
      },
    ],
  };
}
