// The shipping options of an estimate as the cart page offers them: one choice per option, with what to show.
import type { EstimateTotalsRequest, Logistics, ShippingInfo } from '@cartwright/client/cart';
import { addressLines } from './estimate-address.js';

/** The option a shopper picks, as estimate-totals and create-checkout take it. */
export type SelectedShippingOption = NonNullable<EstimateTotalsRequest['selectedShippingOption']>;

type Cost = NonNullable<NonNullable<ShippingInfo['selectedCarrierServiceOption']>['cost']>;

export interface ShippingChoice {
  code: string;
  carrierId: string | undefined;
  title: string;
  /** Delivery time or slot, the pickup address, instructions: one line each. */
  details: string[];
  /** "$14.95" or "Free". */
  cost: string;
}

/** The option's cost in words. */
export function shippingCost(cost: Cost | undefined): string {
  const price = cost?.price;
  if (price?.amount === undefined || /^0*(\.0*)?$/.test(price.amount)) return 'Free';
  return price.formattedAmount ?? price.amount;
}

function slotText(slot: Logistics['deliveryTimeSlot'], locale: string | undefined): string | undefined {
  if (!slot?.from || !slot.to) return undefined;
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
  return `Delivered ${day.format(slot.from)}, ${time.format(slot.from)}–${time.format(slot.to)}`;
}

/** What to say about an option's delivery: when it arrives, or where to pick it up. */
export function logisticsDetails(logistics: Logistics | undefined, locale?: string): string[] {
  const pickup = logistics?.pickupDetails?.address;
  return [
    logistics?.deliveryTime,
    slotText(logistics?.deliveryTimeSlot, locale),
    pickup ? `Pick up at ${addressLines(pickup, locale).join(', ')}` : undefined,
    logistics?.instructions,
  ].filter((line): line is string => line !== undefined && line !== '');
}

/** Every option of every carrier, in the server's order. */
export function shippingChoices(info: ShippingInfo | undefined, locale?: string): ShippingChoice[] {
  return (info?.carrierServiceOptions ?? []).flatMap((carrier) =>
    carrier.shippingOptions.flatMap((option): ShippingChoice[] =>
      option.code
        ? [
            {
              code: option.code,
              carrierId: carrier.carrierId,
              title: option.title ?? option.code,
              details: logisticsDetails(option.logistics, locale),
              cost: shippingCost(option.cost),
            },
          ]
        : [],
    ),
  );
}
