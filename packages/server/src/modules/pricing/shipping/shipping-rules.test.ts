// Shipping through the engine: rate rules at, just below and just above their thresholds, the free-over
// threshold, the selected option, and the errors.
import type { ShippingOptionDefinition, ShippingRateRule, ShippingRuleOperator } from '@cartwright/contracts';
import { STORE_SHIPPING_CARRIER_ID } from '@cartwright/contracts';
import { describe, expect, it } from 'vitest';
import { coupon, pricedLine, runEngine, shippingRegion } from '../test-support/lines.js';

const FLAT = '5.00';
const RULE_RATE = '9.00';

function costWith(rule: Omit<ShippingRateRule, 'rate'>, lines: ReturnType<typeof pricedLine>[]) {
  const option = {
    code: 'standard',
    title: 'Standard',
    rate: FLAT,
    rateRules: [{ ...rule, rate: RULE_RATE }],
  };
  const result = runEngine({ lines, shipping: { hasAddress: true, region: shippingRegion([option]) } });
  return result.priceSummary.shipping?.amount === RULE_RATE;
}

describe('rate rules at their boundaries', () => {
  // For each operator: does the rule hold just below, at, and just above a threshold of 5?
  const table = {
    EQ: [false, true, false],
    GT: [false, false, true],
    GTE: [false, true, true],
    LT: [true, false, false],
    LTE: [true, true, false],
  } as const;
  const cases = Object.entries(table) as [ShippingRuleOperator, readonly boolean[]][];

  it.each(cases)('%s by total weight (in the store unit, 4.999 / 5 / 5.001)', (operator, holds) => {
    const lines = [4.999, 5, 5.001].map((weight) => [pricedLine({ weight: weight / 2, quantity: 2 })]);
    const rule = { basis: 'BY_TOTAL_WEIGHT', operator, value: '5' } as const;
    expect(lines.map((l) => costWith(rule, l))).toEqual(holds);
  });

  it.each(cases)('%s by total price after discounts (4.99 / 5.00 / 5.01)', (operator, holds) => {
    const rule = { basis: 'BY_TOTAL_PRICE', operator, value: '5.00' } as const;
    const prices = ['4.99', '5.00', '5.01'].map((unitPrice) => [pricedLine({ unitPrice })]);
    expect(prices.map((l) => costWith(rule, l))).toEqual(holds);
  });

  it.each(cases)('%s by total quantity (4 / 5 / 6)', (operator, holds) => {
    const rule = { basis: 'BY_TOTAL_QUANTITY', operator, value: '5' } as const;
    expect([4, 5, 6].map((quantity) => costWith(rule, [pricedLine({ quantity })]))).toEqual(holds);
  });

  it('takes the first rule that holds, measures shippable lines only, and prices after discounts', () => {
    const option: ShippingOptionDefinition = {
      code: 'standard',
      title: 'Standard',
      rate: '5',
      rateRules: [
        { basis: 'BY_TOTAL_QUANTITY', operator: 'GTE', value: '2', rate: '8' },
        { basis: 'BY_TOTAL_QUANTITY', operator: 'GTE', value: '1', rate: '6' },
      ],
    };
    const region = shippingRegion([option]);
    const shipping = (lines: ReturnType<typeof pricedLine>[]) =>
      runEngine({ lines, shipping: { hasAddress: true, region } }).priceSummary.shipping?.amount;
    expect(shipping([pricedLine({ quantity: 2 })])).toBe('8.00');
    expect(shipping([pricedLine(), pricedLine({ shippable: false, quantity: 5 })])).toBe('6.00');
    const byPrice = shippingRegion([
      {
        code: 's',
        title: 'S',
        rate: '5',
        rateRules: [{ basis: 'BY_TOTAL_PRICE', operator: 'LT', value: '10', rate: '2' }],
      },
    ]);
    const discounted = runEngine({
      lines: [pricedLine({ unitPrice: '10.00' })],
      couponCode: 'c',
      coupon: coupon({ type: 'MONEY_OFF', amount: '0.01' }),
      shipping: { hasAddress: true, region: byPrice },
    });
    expect(discounted.priceSummary.shipping?.amount).toBe('2.00');
  });
});

describe('free over a threshold', () => {
  const region = shippingRegion([{ code: 'standard', title: 'Standard', rate: '5', freeOver: '50' }]);
  const shipping = (unitPrice: string) =>
    runEngine({ lines: [pricedLine({ unitPrice })], shipping: { hasAddress: true, region } }).priceSummary
      .shipping?.amount;

  it('is free exactly at the threshold and charged a cent below', () => {
    expect(shipping('50.00')).toBe('0.00');
    expect(shipping('49.99')).toBe('5.00');
    expect(shipping('50.01')).toBe('0.00');
  });
});

describe('options and the selected one', () => {
  const options: ShippingOptionDefinition[] = [
    { code: 'express', title: 'Express', rate: '15', deliveryTime: '1 business day' },
    { code: 'standard', title: 'Standard', rate: '5', deliveryTime: '3–5 business days' },
    {
      code: 'evening',
      title: 'Evening',
      rate: '5',
      deliveryTimeSlot: { from: '2026-03-02T18:00:00.000Z', to: '2026-03-02T21:00:00.000Z' },
    },
    {
      code: 'pickup',
      title: 'Pick up',
      rate: '0',
      instructions: 'At the counter',
      pickup: { method: 'STORE_PICKUP', address: { country: 'US', city: 'Portland' } },
    },
    {
      code: 'locker',
      title: 'Parcel locker',
      rate: '0',
      pickup: { method: 'PICKUP_POINT', address: { country: 'US', addressLine: 'Locker 12' } },
    },
  ];
  const region = shippingRegion(options);

  it('lists every option under the store carrier with its logistics', () => {
    const result = runEngine({ lines: [pricedLine()], shipping: { hasAddress: true, region } });
    const [carrier] = result.shippingInfo.carrierServiceOptions ?? [];
    expect(carrier?.carrierId).toBe(STORE_SHIPPING_CARRIER_ID);
    expect(carrier?.shippingOptions.map((o) => [o.code, o.cost?.price?.amount])).toEqual([
      ['express', '15.00'],
      ['standard', '5.00'],
      ['evening', '5.00'],
      ['pickup', '0.00'],
      ['locker', '0.00'],
    ]);
    expect(carrier?.shippingOptions[0]?.logistics).toEqual({ deliveryTime: '1 business day' });
    expect(carrier?.shippingOptions[2]?.logistics).toEqual({
      deliveryTimeSlot: options[2]!.deliveryTimeSlot,
    });
    expect(carrier?.shippingOptions[3]?.logistics).toEqual({
      instructions: 'At the counter',
      pickupDetails: { address: { country: 'US', city: 'Portland' }, pickupMethod: 'STORE_PICKUP' },
    });
    expect(carrier?.shippingOptions[4]?.logistics?.pickupDetails?.pickupMethod).toBe('PICKUP_POINT');
    expect(result.shippingInfo.region).toEqual({ id: region.id, name: region.name });
  });

  it('selects the cheapest delivery (the first of equals), never a cheaper pickup, unless one is asked for', () => {
    const cheapest = runEngine({ lines: [pricedLine()], shipping: { hasAddress: true, region } });
    expect(cheapest.shippingInfo.selectedCarrierServiceOption).toMatchObject({
      code: 'standard',
      carrierId: STORE_SHIPPING_CARRIER_ID,
      requestedShippingOption: false,
    });
    const asked = runEngine({
      lines: [pricedLine()],
      shipping: {
        hasAddress: true,
        region,
        requested: { code: 'express', carrierId: STORE_SHIPPING_CARRIER_ID },
      },
    });
    expect(asked.shippingInfo.selectedCarrierServiceOption).toMatchObject({
      code: 'express',
      requestedShippingOption: true,
    });
    expect(asked.priceSummary.shipping?.amount).toBe('15.00');
    expect(asked.priceSummary.total?.amount).toBe('25.00');
    expect(asked.calculationErrors).toBeUndefined();
  });

  it('selects the cheapest pickup where nothing is delivered', () => {
    const pickupOnly = shippingRegion(options.filter((o) => o.pickup));
    const result = runEngine({ lines: [pricedLine()], shipping: { hasAddress: true, region: pickupOnly } });
    expect(result.shippingInfo.selectedCarrierServiceOption?.code).toBe('pickup');
  });

  it('reports an option the region does not offer and selects the cheapest delivery instead', () => {
    for (const requested of [{ code: 'teleport' }, { code: 'express', carrierId: 'another-carrier' }]) {
      const result = runEngine({ lines: [pricedLine()], shipping: { hasAddress: true, region, requested } });
      expect(result.calculationErrors?.selectedShippingOptionError?.applicationError?.code).toBe(
        'SHIPPING_OPTION_NOT_FOUND',
      );
      expect(result.shippingInfo.selectedCarrierServiceOption?.code).toBe('standard');
    }
  });
});

describe('shipping errors and nothing to ship', () => {
  const region = shippingRegion([{ code: 'standard', title: 'Standard', rate: '5' }]);

  it('needs an address and a region that serves it when something ships', () => {
    const noAddress = runEngine({ lines: [pricedLine()], shipping: { hasAddress: false } });
    expect(noAddress.calculationErrors?.generalShippingCalculationError?.applicationError?.code).toBe(
      'SHIPPING_ADDRESS_MISSING',
    );
    const noRegion = runEngine({ lines: [pricedLine()], shipping: { hasAddress: true } });
    expect(noRegion.calculationErrors?.generalShippingCalculationError?.applicationError?.code).toBe(
      'SHIPPING_DESTINATION_NOT_SERVED',
    );
    expect(noRegion.priceSummary.shipping?.amount).toBe('0.00');
    expect(noRegion.shippingInfo).toEqual({});
  });

  it('charges nothing and reports nothing when no line ships, or shipping is not asked for', () => {
    const digital = runEngine({
      lines: [pricedLine({ shippable: false })],
      shipping: { hasAddress: false, region },
    });
    expect(digital.calculationErrors).toBeUndefined();
    expect(digital.priceSummary.shipping?.amount).toBe('0.00');
    const notAsked = runEngine({ lines: [pricedLine()] });
    expect(notAsked.calculationErrors).toBeUndefined();
    expect(notAsked.shippingInfo).toEqual({});
  });
});
