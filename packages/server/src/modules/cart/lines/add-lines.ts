// Adding line items to a cart draft: every catalog reference must name a product and variant on sale, with
// valid custom text; the same item added again merges quantities; the limits hold for the merged cart.
import { randomUUID } from 'node:crypto';
import {
  type CatalogReference,
  type CustomLineItemInput,
  type FieldViolation,
  type LineItemInput,
  lineMergeKey,
  MAX_CART_LINE_ITEMS,
  MAX_LINE_ITEM_QUANTITY,
  STORE_CATALOG_APP_ID,
} from '@cartwright/contracts';
import type { StoredLine } from '../../../cached-shapes.js';
import { sha256Hex } from '../../../lib/secrets.js';
import { centsToDecimal, toCents } from '../../../money/money.js';
import type { CatalogItem, CatalogLookup } from '../../products/index.js';
import { throwViolations } from '../cart.errors.js';
import type { CustomItemFields } from '../cart.table.js';
import type { CartDraft, WriteContext } from '../writes/cart-write.js';
import { refuseOversizeSubtotal } from './cart-amount-limit.js';

const violation = (
  field: string,
  description: string,
  violatedRule: FieldViolation['violatedRule'] = 'VALIDATION',
) => ({
  field,
  description,
  violatedRule,
});

function variantField(reference: CatalogReference, base: string): string {
  if (reference.options?.variantId !== undefined) return `${base}.options.variantId`;
  if (Object.keys(reference.options?.options ?? {}).length > 0) return `${base}.options.options`;
  return `${base}.options`;
}

function customTextViolations(
  reference: CatalogReference,
  item: CatalogItem,
  base: string,
): FieldViolation[] {
  const given = reference.options?.customTextFields ?? {};
  const defined = new Map(item.customTextFields.map((f) => [f.title, f]));
  const at = (title: string) => `${base}.options.customTextFields.${title}`;
  const violations: FieldViolation[] = [];
  for (const [title, value] of Object.entries(given)) {
    const field = defined.get(title);
    if (!field) violations.push(violation(at(title), 'is not a custom text field of this product'));
    else if (field.maxLength !== undefined && value.length > field.maxLength) {
      violations.push({
        ...violation(at(title), `must be at most ${field.maxLength} characters long`, 'MAX_LENGTH'),
        data: { limit: field.maxLength },
      });
    }
  }
  for (const field of item.customTextFields) {
    if (field.mandatory && field.title && !given[field.title]?.trim()) {
      violations.push(violation(at(field.title), 'is required by this product', 'REQUIRED_FIELD'));
    }
  }
  return violations;
}

/** Why a reference cannot be added, if it cannot: wrong app, no such product or variant, not on sale. */
function referenceViolations(input: LineItemInput, lookup: CatalogLookup, at: string): FieldViolation[] {
  const reference = input.catalogReference;
  const base = `${at}.catalogReference`;
  if (reference.appId !== STORE_CATALOG_APP_ID) {
    return [violation(`${base}.appId`, `must be the store catalog's app id ${STORE_CATALOG_APP_ID}`)];
  }
  if (!lookup.found && lookup.missing === 'product') {
    return [violation(`${base}.catalogItemId`, 'names no product of the store')];
  }
  if (!lookup.found) {
    const description =
      variantField(reference, base) === `${base}.options`
        ? "must choose one of the product's variants (variantId or options)"
        : 'names no variant of this product';
    return [violation(variantField(reference, base), description)];
  }
  if (!lookup.item.productVisible) {
    return [violation(`${base}.catalogItemId`, 'names a product that is not for sale')];
  }
  if (!lookup.item.variantVisible) {
    return [violation(variantField(reference, base), 'names a variant that is not for sale')];
  }
  return customTextViolations(reference, lookup.item, base);
}

/**
 * The contracts' line-merge rule over the variant the catalog resolved, so choices and a variant id that name one
 * variant merge. Custom text is hashed to keep the stored key short.
 */
function mergeKey(item: CatalogItem, reference: CatalogReference): string {
  const identity = {
    productId: item.productId,
    variant: item.variantId,
    customTextFields: reference.options?.customTextFields,
  };
  return lineMergeKey(identity, sha256Hex);
}

function customFields(input: CustomLineItemInput): CustomItemFields {
  const { quantity: _q, price: _p, fullPrice: _f, catalogReference: _c, ...fields } = input;
  return fields;
}

/**
 * Adds catalog line items (`lookups` answers their references, in order) and custom line items to the
 * draft, merging catalog items the cart already holds. Throws the violations of every bad item at once;
 * nothing is added then.
 */
export function addLines(
  draft: CartDraft,
  ctx: WriteContext,
  items: readonly LineItemInput[],
  customs: readonly CustomLineItemInput[],
  lookups: readonly CatalogLookup[],
): void {
  throwViolations(items.flatMap((item, i) => referenceViolations(item, lookups[i]!, `lineItems[${i}]`)));
  const byKey = new Map(draft.lines.flatMap((l) => (l.mergeKey === null ? [] : [[l.mergeKey, l] as const])));
  let position = draft.lines.reduce((max, l) => Math.max(max, l.position), -1) + 1;
  // The last input that reached a line names it when the merged quantity is too large.
  const touched = new Map<StoredLine, string>();
  items.forEach((input, i) => {
    const lookup = lookups[i]!;
    if (!lookup.found) return;
    const key = mergeKey(lookup.item, input.catalogReference);
    let line = byKey.get(key);
    if (line) line.quantity += input.quantity;
    else {
      line = {
        id: randomUUID(),
        position: position++,
        quantity: input.quantity,
        catalogReference: input.catalogReference,
        mergeKey: key,
        customItem: null,
        price: null,
        fullPrice: null,
      };
      draft.lines.push(line);
      byKey.set(key, line);
      ctx.answers.byLine.set(line.id, lookup);
    }
    touched.set(line, `lineItems[${i}].quantity`);
  });
  for (const input of customs) {
    draft.lines.push({
      id: randomUUID(),
      position: position++,
      quantity: input.quantity,
      catalogReference: input.catalogReference ?? null,
      mergeKey: null,
      customItem: customFields(input),
      price: centsToDecimal(toCents(input.price)),
      fullPrice: input.fullPrice === undefined ? null : centsToDecimal(toCents(input.fullPrice)),
    });
  }
  const violations = [...touched]
    .filter(([line]) => line.quantity > MAX_LINE_ITEM_QUANTITY)
    .map(([line, field]) => ({
      ...violation(
        field,
        `would make the cart hold ${line.quantity}; at most ${MAX_LINE_ITEM_QUANTITY} are allowed`,
        'MAX',
      ),
      data: { limit: MAX_LINE_ITEM_QUANTITY },
    }));
  if (draft.lines.length > MAX_CART_LINE_ITEMS) {
    violations.push({
      ...violation(
        items.length > 0 ? 'lineItems' : 'customLineItems',
        `a cart holds at most ${MAX_CART_LINE_ITEMS} line items`,
        'MAX_SIZE',
      ),
      data: { limit: MAX_CART_LINE_ITEMS },
    });
  }
  throwViolations(violations);
  refuseOversizeSubtotal(draft, ctx, items.length > 0 ? 'lineItems' : 'customLineItems');
}
