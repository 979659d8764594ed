// Variant writes: W4 overrides for variants chosen by choices or ids, W5 reset to the product's
// values, W12 deleting the options (and so the variants). Each appends its catalog event.
import type { FieldViolation, Variant, VariantOverride } from '@cartwright/contracts';
import type { Caller } from '../../../caller.js';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../errors/app-error.js';
import { centsToDecimal, toCents } from '../../../money/money.js';
import { actorIdentity, appendCatalogEvent } from '../../events/index.js';
import { getStoreCurrency } from '../../store/index.js';
import { productNotFound, throwViolations } from '../products.errors.js';
import {
  findProductRow,
  replaceOptions,
  touchProduct,
  updateProductRow,
  updateVariantRows,
} from '../products.repository.js';
import type { ProductDeps } from '../products.service.js';
import type { ProductVariantRow, ProductVariantRowUpdate } from '../products.table.js';
import type { ReadContext } from '../read-context.js';
import { effectiveVariant } from '../snapshot/computed-fields.js';
import { type ProductSnapshot, wireVariant } from '../snapshot/product-snapshot.js';
import { loadSnapshots } from '../snapshot/snapshot.repository.js';

const V1 = 'V1_CATALOG' as const;

export const variantsNotManaged = () =>
  new AppError(409, 'VARIANTS_NOT_MANAGED', 'Turn on manageVariants before changing variants one by one');

/** Whether a variant has every option → choice pair of `choices` (a partial selection matches many). */
export const matchesChoices = (variant: ProductVariantRow, choices: Record<string, string>) =>
  Object.entries(choices).every(([option, choice]) => variant.choices[option] === choice);

async function lockedSnapshot(db: Db, id: string): Promise<ProductSnapshot> {
  const row = await findProductRow(db, id, true);
  if (!row) throw productNotFound(id);
  const [snapshot] = await loadSnapshots(db, [row]);
  return snapshot!;
}

function selectVariants(
  snapshot: ProductSnapshot,
  override: VariantOverride,
  at: string,
  out: FieldViolation[],
) {
  if (override.choices === undefined && override.variantIds === undefined) {
    out.push({
      field: at,
      description: 'must name variants by choices or variantIds',
      violatedRule: 'REQUIRED_ONE_OF_FIELD',
    });
    return [];
  }
  const byId = new Map(snapshot.variants.map((v) => [v.id, v]));
  const selected: ProductVariantRow[] = [];
  override.variantIds?.forEach((id, j) => {
    const variant = byId.get(id);
    if (variant) selected.push(variant);
    else
      out.push({
        field: `${at}.variantIds[${j}]`,
        description: 'names no variant of this product',
        violatedRule: 'VALIDATION',
      });
  });
  if (override.choices !== undefined) {
    const matched = snapshot.variants.filter((v) => matchesChoices(v, override.choices!));
    if (matched.length === 0) {
      out.push({
        field: `${at}.choices`,
        description: 'match no variant of this product',
        violatedRule: 'VALIDATION',
      });
    }
    selected.push(...matched);
  }
  return selected;
}

function overrideColumns(o: VariantOverride): ProductVariantRowUpdate {
  const c: ProductVariantRowUpdate = {};
  // null: the variant follows the product's value again (a stored null is "the product's").
  if (o.price !== undefined) c.price = o.price === null ? null : centsToDecimal(toCents(o.price));
  if (o.cost !== undefined) c.cost = o.cost === null ? null : centsToDecimal(toCents(o.cost));
  if (o.weight !== undefined) c.weight = o.weight === null ? null : String(o.weight);
  if (o.sku !== undefined) c.sku = o.sku;
  if (o.visible !== undefined) c.visible = o.visible;
  if (o.productDimensions !== undefined) c.product_dimensions = JSON.stringify(o.productDimensions);
  if (o.packageDimensions !== undefined) c.package_dimensions = JSON.stringify(o.packageDimensions);
  if (o.stock?.trackQuantity !== undefined) c.track_quantity = o.stock.trackQuantity;
  if (o.stock?.quantity !== undefined) c.quantity = o.stock.quantity;
  if (o.stock?.inStock !== undefined) c.in_stock = o.stock.inStock;
  return c;
}

const overrideFields = (o: VariantOverride) =>
  Object.keys(o)
    .filter((k) => k !== 'choices' && k !== 'variantIds')
    .sort();

/**
 * W4: applies each override to the variants it names, in order, and answers with the changed variants.
 * @example await updateVariants(deps, caller, id, [{ choices: { Size: 'L' }, price: 30 }], { baseUrl })
 */
export async function updateVariants(
  deps: ProductDeps,
  caller: Caller,
  id: string,
  overrides: VariantOverride[],
  ctx: ReadContext,
): Promise<Variant[]> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await lockedSnapshot(trx, id);
    if (!before.product.manage_variants) throw variantsNotManaged();
    const violations: FieldViolation[] = [];
    const plans = overrides.map((o, i) => ({
      o,
      variants: selectVariants(before, o, `variants[${i}]`, violations),
    }));
    throwViolations(violations);
    const changed = new Map<string, Set<string>>();
    for (const { o, variants } of plans) {
      await updateVariantRows(
        trx,
        id,
        variants.map((v) => v.id),
        overrideColumns(o),
      );
      for (const v of variants)
        changed.set(v.id, new Set([...(changed.get(v.id) ?? []), ...overrideFields(o)]));
    }
    const row = await touchProduct(trx, id, deps.clock());
    const [after] = await loadSnapshots(trx, [row]);
    const variants = after!.variants.filter((v) => changed.has(v.id));
    await appendCatalogEvent(trx, deps.clock, {
      eventType: 'com.wix.ecommerce.catalog.api.v1.VariantsChanged',
      entityId: id,
      identity: actorIdentity(caller),
      data: {
        productId: id,
        variants: variants.map((v) => ({
          variantId: v.id,
          choices: v.choices,
          changedFields: [...changed.get(v.id)!],
        })),
        originatedFromVersion: V1,
      },
    });
    const options = {
      currency: await getStoreCurrency({ db: trx }),
      baseUrl: ctx.baseUrl,
      merchantData: true,
      includeVariants: true,
    };
    return variants.map((v) => wireVariant(after!, effectiveVariant(row, v), options));
  });
}

/** W5: every variant takes the product's price, cost, weight, sku and dimensions again, and is visible. */
export async function resetVariants(deps: ProductDeps, caller: Caller, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const snapshot = await lockedSnapshot(trx, id);
    const reset: ProductVariantRowUpdate = {
      price: null,
      cost: null,
      weight: null,
      sku: null,
      visible: true,
      product_dimensions: null,
      package_dimensions: null,
    };
    await updateVariantRows(
      trx,
      id,
      snapshot.variants.map((v) => v.id),
      reset,
    );
    await touchProduct(trx, id, deps.clock());
    await appendCatalogEvent(trx, deps.clock, {
      eventType: 'com.wix.ecommerce.catalog.api.v1.VariantsChanged',
      entityId: id,
      identity: actorIdentity(caller),
      data: {
        productId: id,
        variants: snapshot.variants.map((v) => ({
          variantId: v.id,
          choices: v.choices,
          changedFields: Object.keys(reset).sort(),
        })),
        originatedFromVersion: V1,
      },
    });
  });
}

/** W12: removes every option and the variants they made; the product no longer manages variants. */
export async function deleteProductOptions(deps: ProductDeps, caller: Caller, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await lockedSnapshot(trx, id);
    await replaceOptions(trx, id, []);
    await updateProductRow(trx, id, { manage_variants: false, updated_at: deps.clock() });
    await appendCatalogEvent(trx, deps.clock, {
      eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
      entityId: id,
      identity: actorIdentity(caller),
      data: {
        productId: id,
        changedFields: ['manageVariants', 'productOptions', 'variants'],
        originatedFromVersion: V1,
      },
    });
  });
}
