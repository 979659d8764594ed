// Catalog items as a cart sees them: for N product references at once, the product and variant each one
// names, with prices, stock, weight, image and chosen options, in one statement for the whole cart.
import type { CustomTextField } from '@cartwright/contracts';
import type { CatalogItemReference, CatalogItems, CatalogLookup } from '../../../cached-shapes.js';
import type { Db } from '../../../db/database.js';
import { isUuid } from '../../../lib/secrets.js';
import { getStoreCurrency } from '../../store/index.js';
import {
  DEFAULT_VARIANT_ID,
  discountedCents,
  effectiveVariant,
  productDiscount,
} from '../snapshot/computed-fields.js';
import { type CatalogItemKey, type CatalogItemRow, selectCatalogItems } from './catalog-items.repository.js';

export type {
  CatalogImage,
  CatalogItem,
  CatalogItemReference,
  CatalogItems,
  CatalogLookup,
  ChosenOption,
} from '../../../cached-shapes.js';

const hasChoices = (choices: Record<string, string> | undefined) =>
  choices !== undefined && Object.keys(choices).length > 0;

/** What the statement is asked for; a variant id that is no uuid can name no variant and is left out. */
function keyOf(ref: CatalogItemReference): CatalogItemKey {
  const byId = ref.variantId !== undefined && ref.variantId !== DEFAULT_VARIANT_ID && isUuid(ref.variantId);
  return {
    productId: ref.productId,
    ...(byId ? { variantId: ref.variantId } : {}),
    ...(ref.variantId === undefined && hasChoices(ref.choices) ? { choices: ref.choices } : {}),
  };
}

/** A product without options has one variant: named by no variant, the default id, or no choices. */
function picksOnlyVariant(ref: CatalogItemReference): boolean {
  return (ref.variantId === undefined || ref.variantId === DEFAULT_VARIANT_ID) && !hasChoices(ref.choices);
}

function picksVariant(ref: CatalogItemReference, row: CatalogItemRow): boolean {
  if (!row.hasVariants) return picksOnlyVariant(ref);
  // The statement matched by id or by choices; a variant id that is no uuid matched nothing.
  return row.variant !== undefined && (ref.variantId === undefined || ref.variantId === row.variant.id);
}

function lookupOf(ref: CatalogItemReference, row: CatalogItemRow | undefined): CatalogLookup {
  if (!row) return { found: false, missing: 'product' };
  if (!picksVariant(ref, row)) return { found: false, missing: 'variant' };
  const p = row.product;
  const v = effectiveVariant(p, row.variant);
  return {
    found: true,
    item: {
      productId: p.id,
      variantId: row.variant?.id ?? DEFAULT_VARIANT_ID,
      name: p.name,
      slug: p.slug,
      productVisible: p.visible,
      variantVisible: v.visible,
      productType: p.product_type,
      fullPriceCents: v.priceCents,
      priceCents: discountedCents(v.priceCents, productDiscount(p)),
      weight: v.weight,
      sku: v.sku,
      image: row.image,
      chosenOptions: row.chosen,
      customTextFields: p.custom_text_fields as CustomTextField[],
      collectionIds: row.collectionIds,
      trackQuantity: v.trackQuantity,
      quantity: v.quantity,
      inStock: v.inStock,
    },
  };
}

/**
 * Resolves every reference of a cart against the catalog in one statement (plus one for the currency
 * when no reference names an existing product and the caller does not know it already). Hidden products
 * and variants are returned, marked: whether a caller may buy them is the cart's rule.
 * @example const { currency, lookups } = await findCatalogItems(db, [{ productId, variantId }])
 */
export async function findCatalogItems(
  db: Db,
  refs: readonly CatalogItemReference[],
  knownCurrency?: string,
): Promise<CatalogItems> {
  // Ids that are no uuids name nothing; PostgreSQL would reject them in a uuid comparison.
  const asked = refs.flatMap((ref, index) => (isUuid(ref.productId) ? [{ index, key: keyOf(ref) }] : []));
  const rows = await selectCatalogItems(
    db,
    asked.map((a) => a.key),
  );
  const byRef = new Map(rows.map((row) => [asked[row.ref]!.index, row]));
  const currency = rows[0]?.currency ?? knownCurrency ?? (await getStoreCurrency({ db }));
  return { currency, lookups: refs.map((ref, i) => lookupOf(ref, byRef.get(i))) };
}
