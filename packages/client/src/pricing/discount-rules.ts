// Automatic discount rule administration: create, list, get, replace and delete (`/cartwright/v1/discount-rules`).
// One file for the five calls of one resource: they are only ever read together, and each is a few lines.
import type { DiscountRule, DiscountRuleInput, ListDiscountRulesResponse } from '@cartwright/contracts';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { ListPaging } from './types.js';

const collection = '/cartwright/v1/discount-rules';
const one = `${collection}/{id}`;
const createDescriptor: CallDescriptor = { method: 'POST', path: collection };
const listDescriptor: CallDescriptor = { method: 'GET', path: collection };
const getDescriptor: CallDescriptor = { method: 'GET', path: one };
const updateDescriptor: CallDescriptor = { method: 'PUT', path: one };
const deleteDescriptor: CallDescriptor = { method: 'DELETE', path: one };

/**
 * Creates a discount rule. Admin only. `POST /cartwright/v1/discount-rules` with `{ discountRule }`.
 *
 * @example
 * const rule = await createDiscountRule(client, { name: 'Spring', discountType: 'PERCENTAGE', percentage: 15, scope: 'ALL_ITEMS' });
 */
export async function createDiscountRule(
  client: StoreClient,
  discountRule: DiscountRuleInput,
  options?: CallOptions,
): Promise<DiscountRule> {
  const response = await callApi<{ discountRule: DiscountRule }>(
    client,
    createDescriptor,
    { discountRule },
    options,
    [discountRule],
  );
  return response.discountRule;
}

/**
 * Lists discount rules, one page at a time. Admin only. `GET /cartwright/v1/discount-rules?limit=&offset=`.
 *
 * @example
 * const { discountRules, metadata } = await listDiscountRules(client, { limit: 20 });
 */
export async function listDiscountRules(
  client: StoreClient,
  paging: ListPaging = {},
  options?: CallOptions,
): Promise<ListDiscountRulesResponse> {
  return callApi<ListDiscountRulesResponse>(client, listDescriptor, paging, options, [paging]);
}

/**
 * Gets one discount rule. Admin only. `GET /cartwright/v1/discount-rules/{id}?id={id}`.
 *
 * @example
 * const rule = await getDiscountRule(client, 'dr-1');
 */
export async function getDiscountRule(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<DiscountRule> {
  const response = await callApi<{ discountRule: DiscountRule }>(client, getDescriptor, { id }, options, [
    id,
  ]);
  return response.discountRule;
}

/**
 * Replaces a discount rule with `discountRule` (an optional field left out is cleared). Admin only.
 * `PUT /cartwright/v1/discount-rules/{id}` with `{ id, discountRule }`.
 *
 * @example
 * const rule = await updateDiscountRule(client, 'dr-1', { ...input, active: false });
 */
export async function updateDiscountRule(
  client: StoreClient,
  id: string,
  discountRule: DiscountRuleInput,
  options?: CallOptions,
): Promise<DiscountRule> {
  const response = await callApi<{ discountRule: DiscountRule }>(
    client,
    updateDescriptor,
    { id, discountRule },
    options,
    [id, discountRule],
  );
  return response.discountRule;
}

/**
 * Deletes a discount rule. Admin only. `DELETE /cartwright/v1/discount-rules/{id}?id={id}`.
 *
 * @example
 * await deleteDiscountRule(client, 'dr-1');
 */
export async function deleteDiscountRule(
  client: StoreClient,
  id: string,
  options?: CallOptions,
): Promise<void> {
  await callApi(client, deleteDescriptor, { id }, options, [id]);
}
