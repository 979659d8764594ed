// Cross-field rules of the admin pricing inputs that a schema cannot say, answered as field violations (400).
import {
  type CouponInput,
  type DiscountRuleInput,
  type FieldViolation,
  PERCENTAGE_MAX_SCALE,
  type ShippingRegionInput,
  type TaxRegionInput,
} from '@cartwright/contracts';
import { ValidationFailure } from '../../errors/app-error.js';
import { numberToDecimalText, parseScaled, sumBig } from '../../money/minor-units.js';
import { fullSubdivision } from './places.js';

type Rule = FieldViolation['violatedRule'];

class Violations {
  readonly list: FieldViolation[] = [];
  constructor(private readonly prefix: string) {}
  add(field: string, description: string, violatedRule: Rule): void {
    this.list.push({ field: `${this.prefix}.${field}`, description, violatedRule });
  }
  /** `field` must be given (`needed`) or must be left out (not `needed`). */
  expect(field: string, given: boolean, needed: boolean, reason: string): void {
    if (needed && !given) this.add(field, `is required ${reason}`, 'REQUIRED_FIELD');
    if (!needed && given) this.add(field, `is not allowed ${reason}`, 'FIELD_NOT_ALLOWED');
  }
  throwIfAny(): void {
    if (this.list.length > 0) throw new ValidationFailure(this.list);
  }
}

const isZero = (amount: string | undefined) => amount !== undefined && parseScaled(amount, 4) === 0n;

function checkPercentage(v: Violations, field: string, percent: number | undefined): void {
  const fraction = percent === undefined ? '' : (numberToDecimalText(percent).split('.')[1] ?? '');
  if (fraction.length > PERCENTAGE_MAX_SCALE) {
    v.add(field, `has more than ${PERCENTAGE_MAX_SCALE} fraction digits`, 'DECIMAL_MAX_SCALE');
  }
}

function checkWindow(v: Violations, start: string | undefined, end: string | undefined, field: string): void {
  if (start !== undefined && end !== undefined && Date.parse(end) <= Date.parse(start)) {
    v.add(field, 'must be later than the start', 'VALIDATION');
  }
}

/** PERCENT_OFF takes `percentOff`; MONEY_OFF (above 0) and FIXED_PRICE take `amount`; FREE_SHIPPING neither. */
export function checkCouponInput(input: CouponInput): void {
  const v = new Violations('coupon');
  const why = `for a ${input.type} coupon`;
  v.expect('percentOff', input.percentOff !== undefined, input.type === 'PERCENT_OFF', why);
  v.expect(
    'amount',
    input.amount !== undefined,
    input.type === 'MONEY_OFF' || input.type === 'FIXED_PRICE',
    why,
  );
  checkPercentage(v, 'percentOff', input.percentOff);
  if (input.type === 'MONEY_OFF' && isZero(input.amount)) v.add('amount', 'must be above 0', 'DECIMAL_GT');
  checkWindow(v, input.startDate, input.expirationDate, 'expirationDate');
  v.throwIfAny();
}

/** The discount type names its one amount field; the scope names its one id list. */
export function checkDiscountRuleInput(input: DiscountRuleInput): void {
  const v = new Violations('discountRule');
  const type = `for a ${input.discountType} rule`;
  v.expect('percentage', input.percentage !== undefined, input.discountType === 'PERCENTAGE', type);
  v.expect('fixedAmount', input.fixedAmount !== undefined, input.discountType === 'FIXED_AMOUNT', type);
  v.expect('fixedPrice', input.fixedPrice !== undefined, input.discountType === 'FIXED_PRICE', type);
  checkPercentage(v, 'percentage', input.percentage);
  if (input.discountType === 'FIXED_AMOUNT' && isZero(input.fixedAmount)) {
    v.add('fixedAmount', 'must be above 0', 'DECIMAL_GT');
  }
  const scope = `with scope ${input.scope}`;
  const products = (input.productIds?.length ?? 0) > 0;
  const collections = (input.collectionIds?.length ?? 0) > 0;
  // An empty list is the same as none.
  v.expect('productIds', products, input.scope === 'SPECIFIC_PRODUCTS', scope);
  v.expect('collectionIds', collections, input.scope === 'SPECIFIC_COLLECTIONS', scope);
  checkWindow(v, input.activeTimeInfo?.start, input.activeTimeInfo?.end, 'activeTimeInfo.end');
  v.throwIfAny();
}

/**
 * Subdivisions belong to their destination's country and no place is listed twice; option codes are unique in
 * the region; a delivery slot ends after it starts.
 */
export function checkShippingRegionInput(input: ShippingRegionInput): void {
  const v = new Violations('shippingRegion');
  const seen = new Set<string>();
  input.destinations.forEach((destination, i) => {
    const subdivisions = destination.subdivisions ?? [];
    const places =
      subdivisions.length === 0
        ? [{ key: destination.country, field: `destinations[${i}].country` }]
        : subdivisions.map((s, j) => ({
            key: fullSubdivision(destination.country, s),
            field: `destinations[${i}].subdivisions[${j}]`,
          }));
    for (const place of places) {
      if (place.key === undefined) v.add(place.field, `is not in ${destination.country}`, 'VALIDATION');
      else if (seen.has(place.key)) v.add(place.field, `${place.key} is listed twice`, 'VALIDATION');
      else seen.add(place.key);
    }
  });
  const codes = new Set<string>();
  input.options.forEach((option, i) => {
    if (codes.has(option.code))
      v.add(`options[${i}].code`, `"${option.code}" is used by another option`, 'VALIDATION');
    codes.add(option.code);
    const slot = option.deliveryTimeSlot;
    if (slot) checkWindow(v, slot.from, slot.to, `options[${i}].deliveryTimeSlot.to`);
  });
  v.throwIfAny();
}

/** The subdivision is in the country, and the rates add up to at most 100 %. */
export function checkTaxRegionInput(input: TaxRegionInput): void {
  const v = new Violations('taxRegion');
  if (input.subdivision !== undefined && fullSubdivision(input.country, input.subdivision) === undefined) {
    v.add('subdivision', `is not in ${input.country}`, 'VALIDATION');
  }
  if (sumBig(input.rates.map((r) => parseScaled(r.rate, 4))) > parseScaled('100', 4)) {
    v.add('rates', 'add up to more than 100', 'VALIDATION');
  }
  v.throwIfAny();
}
