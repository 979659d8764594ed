// Option and variant reads: R-6 options availability for a (partial) selection, R-7 one product's variants.
import type {
  FieldViolation,
  ProductOptionsAvailabilityResponse,
  QueryProductVariantsRequest,
  QueryProductVariantsResponse,
  VariantOverridesResponse,
} from '@cartwright/contracts';
import type { Caller } from '../../../caller.js';
import { isAdmin } from '../../../caller.js';
import type { AppDeps } from '../../../deps.js';
import { centsToNumber, toCents } from '../../../money/money.js';
import { productNotFound, throwViolations } from '../products.errors.js';
import type { ReadContext } from '../read-context.js';
import { DEFAULT_VARIANT_ID, type EffectiveVariant } from '../snapshot/computed-fields.js';
import {
  effectiveVariants,
  mediaOf,
  type ProductSnapshot,
  toWireProduct,
  wireVariant,
} from '../snapshot/product-snapshot.js';
import { readProduct } from '../snapshot/snapshot.repository.js';

/** The product with its parts and the store currency; hidden products are not found for shoppers. */
async function readableProduct(
  deps: Pick<AppDeps, 'db'>,
  caller: Caller,
  id: string,
): Promise<{ snapshot: ProductSnapshot; currency: string }> {
  const read = await readProduct(deps.db, id);
  if (!read || (!read.snapshot.product.visible && !isAdmin(caller))) throw productNotFound(id);
  return read;
}

const matches = (v: EffectiveVariant, choices: Record<string, string>) =>
  Object.entries(choices).every(([option, choice]) => v.row?.choices[option] === choice);

function selectionViolations(snapshot: ProductSnapshot, selection: Record<string, string>): FieldViolation[] {
  return Object.entries(selection).flatMap(([option, choice]): FieldViolation[] => {
    const known = snapshot.options.find((o) => o.name === option);
    if (!known)
      return [
        {
          field: `options.${option}`,
          description: 'is not an option of this product',
          violatedRule: 'VALIDATION',
        },
      ];
    if (!known.choices.some((c) => c.description === choice)) {
      return [
        { field: `options.${option}`, description: `has no choice "${choice}"`, violatedRule: 'VALIDATION' },
      ];
    }
    return [];
  });
}

/**
 * R-6: for each choice, whether a visible, in-stock variant has it together with the other options'
 * selected choices; with every option chosen, the selected variant and whether it can be bought.
 */
export async function getProductOptionsAvailability(
  deps: Pick<AppDeps, 'db'>,
  caller: Caller,
  id: string,
  selection: Record<string, string>,
  ctx: ReadContext,
): Promise<ProductOptionsAvailabilityResponse> {
  const { snapshot, currency } = await readableProduct(deps, caller, id);
  throwViolations(selectionViolations(snapshot, selection));
  const variants = effectiveVariants(snapshot).filter((v) => v.visible);
  const product = toWireProduct(snapshot, {
    currency,
    baseUrl: ctx.baseUrl,
    merchantData: false,
    includeVariants: false,
  });
  const productOptions = (product.productOptions ?? []).map((option) => ({
    ...option,
    choices: (option.choices ?? []).map((choice) => {
      const others = { ...selection, [option.name!]: choice.description! };
      const candidates = variants.filter((v) => matches(v, others));
      return {
        ...choice,
        visible: choice.visible !== false && candidates.length > 0,
        inStock: candidates.some((v) => v.inStock),
      };
    }),
  }));
  const complete = snapshot.options.every((o) => selection[o.name] !== undefined);
  const selected = complete ? effectiveVariants(snapshot).find((v) => matches(v, selection)) : undefined;
  const choiceIds = snapshot.options.flatMap((o) =>
    o.choices.filter((c) => selection[o.name] === c.description).map((c) => c.id),
  );
  const mediaIds = new Set(choiceIds.flatMap((cid) => snapshot.choiceMedia.get(cid) ?? []));
  const media =
    mediaIds.size > 0
      ? mediaOf(
          snapshot.media.filter((m) => mediaIds.has(m.id)),
          ctx.baseUrl,
        )
      : product.media;
  const response: ProductOptionsAvailabilityResponse = {
    productOptions,
    ...(media ? { media } : {}),
    availableForPurchase: selected?.visible === true && selected.inStock && snapshot.product.visible,
  };
  if (!selected) return response;
  const { variant, stock } = wireVariant(snapshot, selected, {
    currency,
    baseUrl: ctx.baseUrl,
    merchantData: false,
    includeVariants: true,
  });
  return {
    ...response,
    selectedVariant: {
      price: variant!.priceData,
      convertedPriceData: variant!.convertedPriceData,
      ...(variant!.weight === undefined ? {} : { weight: variant!.weight }),
      sku: variant!.sku,
      ...(stock!.quantity === undefined ? {} : { quantity: stock!.quantity }),
      inStock: selected.inStock,
      visible: selected.visible,
      ...(variant!.productDimensions ? { productDimensions: variant!.productDimensions } : {}),
      ...(variant!.packageDimensions ? { packageDimensions: variant!.packageDimensions } : {}),
    },
  };
}

/** one product's variants, narrowed by choices and ids, one page at a time (default 100). */
export async function queryProductVariants(
  deps: Pick<AppDeps, 'db'>,
  caller: Caller,
  id: string,
  request: QueryProductVariantsRequest,
  ctx: ReadContext,
): Promise<QueryProductVariantsResponse> {
  const { snapshot, currency } = await readableProduct(deps, caller, id);
  const ids = request.variantIds && new Set(request.variantIds);
  const matching = effectiveVariants(snapshot).filter(
    (v) => matches(v, request.choices ?? {}) && (!ids || ids.has(v.row?.id ?? DEFAULT_VARIANT_ID)),
  );
  const offset = request.paging?.offset ?? 0;
  const page = matching.slice(offset, offset + (request.paging?.limit ?? 100));
  const options = {
    currency,
    baseUrl: ctx.baseUrl,
    merchantData: isAdmin(caller) && request.includeMerchantSpecificData === true,
    includeVariants: true,
  };
  return {
    variants: page.map((v) => wireVariant(snapshot, v, options)),
    metadata: { items: page.length, offset },
    totalResults: matching.length,
  };
}

const money = (value: string) => centsToNumber(toCents(value));

/**
 * What each variant of a product sets itself (for the admin's variant grid): the reads answer a variant's
 * resulting price, which cannot tell an own price from the product's. A product without variants has none.
 * @example const { variants } = await getVariantOverrides(deps, caller, id) // [{ variantId, price: 30 }, { variantId }]
 */
export async function getVariantOverrides(
  deps: Pick<AppDeps, 'db'>,
  caller: Caller,
  id: string,
): Promise<VariantOverridesResponse> {
  const { snapshot } = await readableProduct(deps, caller, id);
  return {
    variants: snapshot.variants.map((row) => ({
      variantId: row.id,
      ...(row.price === null ? {} : { price: money(row.price) }),
      ...(row.cost === null ? {} : { cost: money(row.cost) }),
      ...(row.weight === null ? {} : { weight: Number(row.weight) }),
    })),
  };
}
