// Automatic discount rule administration: create, list, get, replace and delete (`/cartwright/v1/discount-rules`).
import type { DiscountRule, DiscountRuleInput, ListDiscountRulesResponse } from '@cartwright/contracts';
import { adminResource } from './admin-resource.js';

const discountRules = adminResource<DiscountRule, DiscountRuleInput, ListDiscountRulesResponse>(
  '/cartwright/v1/discount-rules',
  'discountRule',
);

/**
 * Creates a discount rule. Admin only. `POST /cartwright/v1/discount-rules` with `{ discountRule }`.
 *
 * @example
 * const rule = await createDiscountRule(client, { name: 'Spring', discountType: 'PERCENTAGE', percentage: 15, scope: 'ALL_ITEMS' });
 */
export const createDiscountRule = discountRules.create;

/**
 * Lists discount rules, one page at a time. Admin only. `GET /cartwright/v1/discount-rules?limit=&offset=`.
 *
 * @example
 * const { discountRules, metadata } = await listDiscountRules(client, { limit: 20 });
 */
export const listDiscountRules = discountRules.list;

/**
 * Gets one discount rule. Admin only. `GET /cartwright/v1/discount-rules/{id}?id={id}`.
 *
 * @example
 * const discountRule = await getDiscountRule(client, 'dr-1');
 */
export const getDiscountRule = discountRules.get;

/**
 * Replaces a discount rule (an optional field left out is cleared). Admin only. `PUT /cartwright/v1/discount-rules/{id}` with
 * `{ id, discountRule }`.
 *
 * @example
 * const discountRule = await updateDiscountRule(client, 'dr-1', input);
 */
export const updateDiscountRule = discountRules.update;

/**
 * Deletes a discount rule. Admin only. `DELETE /cartwright/v1/discount-rules/{id}?id={id}`.
 *
 * @example
 * await deleteDiscountRule(client, 'dr-1');
 */
export const deleteDiscountRule = discountRules.remove;
