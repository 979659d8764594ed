// The discount rule editor's state ↔ the create/replace body.
import type { DiscountRule } from '@cartwright/client/pricing';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../store-money.js';
import {
  type DiscountRuleDraft,
  discountRuleInputFromDraft,
  discountRuleValue,
  draftFromDiscountRule,
} from './discount-rule-draft.js';

const saved: DiscountRule = {
  id: 'dr-1',
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-01T00:00:00.000Z',
  revision: '2',
  status: 'PENDING',
  name: 'Summer hats',
  active: true,
  activeTimeInfo: { start: '2026-06-01T07:00:00.000Z', end: '2026-09-01T07:00:00.000Z' },
  discountType: 'FIXED_AMOUNT',
  fixedAmount: '2.50',
  scope: 'SPECIFIC_COLLECTIONS',
  collectionIds: ['c-hats'],
  conditions: { minimumSubtotal: '20', minimumQuantity: 2 },
};

const fresh = (patch: Partial<DiscountRuleDraft>): DiscountRuleDraft => ({
  ...draftFromDiscountRule(),
  name: 'Spring',
  value: '15',
  ...patch,
});

describe('discount rule draft', () => {
  it('sends a saved rule back as it was, without its read-only status and revision', () => {
    const { id, createdDate, updatedDate, revision, status, ...input } = saved;
    expect(discountRuleInputFromDraft(draftFromDiscountRule(saved))).toEqual({ input, errors: {} });
  });

  it('sends the value under the field its type names, and leaves empty parts out', () => {
    expect(discountRuleInputFromDraft(fresh({})).input).toEqual({
      name: 'Spring',
      active: true,
      discountType: 'PERCENTAGE',
      percentage: 15,
      scope: 'ALL_ITEMS',
    });
    expect(
      discountRuleInputFromDraft(fresh({ discountType: 'FIXED_PRICE', value: '9.99' })).input,
    ).toMatchObject({
      fixedPrice: '9.99',
    });
    const onlyEnd = discountRuleInputFromDraft(
      fresh({ end: '2026-05-01T00:00', minimumQuantity: '3' }),
    ).input;
    expect(onlyEnd?.activeTimeInfo).toEqual({ end: new Date(2026, 4, 1).toISOString() });
    expect(onlyEnd?.conditions).toEqual({ minimumQuantity: 3 });
  });

  it('sends only the id list its scope takes', () => {
    const draft = fresh({ productIds: ['p-1'], collectionIds: ['c-1'] });
    expect(discountRuleInputFromDraft({ ...draft, scope: 'SPECIFIC_PRODUCTS' }).input).toMatchObject({
      productIds: ['p-1'],
    });
    expect(discountRuleInputFromDraft({ ...draft, scope: 'SPECIFIC_PRODUCTS' }).input).not.toHaveProperty(
      'collectionIds',
    );
    expect(discountRuleInputFromDraft({ ...draft, scope: 'ALL_ITEMS' }).input).not.toHaveProperty(
      'productIds',
    );
  });

  it('asks for what is missing under the server paths, and sends nothing', () => {
    expect(
      discountRuleInputFromDraft(
        fresh({ name: ' ', value: '', scope: 'SPECIFIC_COLLECTIONS', start: 'soon', minimumSubtotal: 'ten' }),
      ),
    ).toEqual({
      errors: {
        name: 'Enter a name.',
        'activeTimeInfo.start': 'Enter a date and a time.',
        percentage: 'Enter the percentage off.',
        collectionIds: 'Choose at least one collection.',
        'conditions.minimumSubtotal': 'Enter an amount such as 12.50, without a currency sign.',
      },
    });
    expect(discountRuleInputFromDraft(fresh({ discountType: 'FIXED_AMOUNT', value: '' })).errors).toEqual({
      fixedAmount: 'Enter the amount off each item.',
    });
  });

  it('describes the discount for the list', () => {
    const usd = (amount: string) => formatMoney(amount, 'USD', 'en-US');
    expect(discountRuleValue(saved, usd)).toBe('$2.50 off each');
    expect(discountRuleValue({ discountType: 'PERCENTAGE', percentage: 5 }, usd)).toBe('5% off');
    expect(discountRuleValue({ discountType: 'FIXED_PRICE', fixedPrice: '9' }, usd)).toBe('Each at $9.00');
  });
});
