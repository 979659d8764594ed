// Automatic discount rule administration (`/cartwright/v1/discount-rules`).
import { randomUUID } from 'node:crypto';
import type { DiscountRule, DiscountRuleInput, ListDiscountRulesResponse } from '@cartwright/contracts';
import type { AdminCaller } from '../../../caller.js';
import type { AppDeps } from '../../../deps.js';
import { type ListPage, pageMetadata, pageOf } from '../admin-paging.js';
import { checkDiscountRuleInput } from '../input-rules.js';
import { discountRuleNotFound } from '../pricing.errors.js';
import { appendDiscountRuleEvent } from '../pricing-events.js';
import {
  deleteDiscountRule as deleteDiscountRuleRow,
  discountRuleInputColumns,
  findDiscountRule,
  insertDiscountRule,
  listDiscountRules as listDiscountRuleRows,
  rowToDiscountRule,
  updateDiscountRuleRow,
} from './discount-rules.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Creates a rule; its status (LIVE, PENDING, EXPIRED) follows from `activeTimeInfo` and the clock.
 * @example await createDiscountRule(deps, { name: 'Spring', discountType: 'PERCENTAGE', percentage: 15, scope: 'ALL_ITEMS' })
 */
export async function createDiscountRule(
  deps: Deps,
  input: DiscountRuleInput,
  caller?: AdminCaller,
): Promise<DiscountRule> {
  checkDiscountRuleInput(input);
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const row = await insertDiscountRule(trx, {
      id: randomUUID(),
      ...discountRuleInputColumns(input),
      created_at: now,
      updated_at: now,
    });
    const rule = rowToDiscountRule(row, now);
    await appendDiscountRuleEvent(trx, deps.clock, caller, undefined, rule);
    return rule;
  });
}

/** Replaces every field an admin sets (left-out optional fields are cleared) and moves the revision on. */
export async function updateDiscountRule(
  deps: Deps,
  id: string,
  input: DiscountRuleInput,
  caller?: AdminCaller,
): Promise<DiscountRule> {
  checkDiscountRuleInput(input);
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const before = await findDiscountRule(trx, id);
    const row =
      before &&
      (await updateDiscountRuleRow(trx, id, { ...discountRuleInputColumns(input), updated_at: now }));
    if (!before || !row) throw discountRuleNotFound(id);
    const rule = rowToDiscountRule(row, now);
    await appendDiscountRuleEvent(trx, deps.clock, caller, rowToDiscountRule(before, now), rule);
    return rule;
  });
}

export async function getDiscountRule(deps: Deps, id: string): Promise<DiscountRule> {
  const row = await findDiscountRule(deps.db, id);
  if (!row) throw discountRuleNotFound(id);
  return rowToDiscountRule(row, deps.clock());
}

/** Oldest first. */
export async function listDiscountRules(deps: Deps, query: ListPage): Promise<ListDiscountRulesResponse> {
  const { limit, offset } = pageOf(query);
  const { rows, total } = await listDiscountRuleRows(deps.db, limit, offset);
  const now = deps.clock();
  return {
    discountRules: rows.map((row) => rowToDiscountRule(row, now)),
    metadata: pageMetadata(rows.length, offset, total),
  };
}

export async function deleteDiscountRule(deps: Deps, id: string, caller?: AdminCaller): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await findDiscountRule(trx, id);
    if (!before || !(await deleteDiscountRuleRow(trx, id))) throw discountRuleNotFound(id);
    await appendDiscountRuleEvent(
      trx,
      deps.clock,
      caller,
      rowToDiscountRule(before, deps.clock()),
      undefined,
    );
  });
}
