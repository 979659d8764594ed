// The V3 shape of a stored product (the same snapshot the V1 product is made from): the price a shopper pays
// is `actualPrice`, the price before the product's discount `compareAtPrice`; options and choices carry the
// ids of their rows; parts the platform answers only on request (`fields`) are added only then.
import type {
  V3MediaItem,
  V3Money,
  V3Option,
  V3PriceRange,
  V3Product,
  V3ProductField,
  V3Variant,
} from '@cartwright/contracts';
import { centsToDecimal, formatMoney } from '../../../money/money.js';
import type { ProductMediaRow } from '../products.table.js';
import { absoluteUrl } from '../read-context.js';
import {
  DEFAULT_VARIANT_ID,
  discountedCents,
  type EffectiveVariant,
  knownCosts,
  productDiscount,
  stockSummary,
} from '../snapshot/computed-fields.js';
import { effectiveVariants, type ProductSnapshot } from '../snapshot/product-snapshot.js';

export interface V3WireOptions {
  currency: string;
  baseUrl: string;
  fields: ReadonlySet<V3ProductField>;
  /** Cost and profit: admins who ask with MERCHANT_DATA. */
  merchantData: boolean;
}

const V1_TO_V3_TYPE = { physical: 'PHYSICAL', digital: 'DIGITAL' } as const;

function money(cents: number, options: V3WireOptions): V3Money {
  return options.fields.has('CURRENCY')
    ? { amount: centsToDecimal(cents), formattedAmount: formatMoney(cents, options.currency) }
    : { amount: centsToDecimal(cents) };
}

function priceRange(values: number[], options: V3WireOptions): V3PriceRange {
  const list = values.length > 0 ? values : [0];
  return { minValue: money(Math.min(...list), options), maxValue: money(Math.max(...list), options) };
}

function mediaItem(row: ProductMediaRow, baseUrl: string): V3MediaItem {
  return {
    id: row.id,
    url: absoluteUrl(row.url, baseUrl),
    ...(row.alt_text ? { altText: row.alt_text } : {}),
    ...(row.title ? { displayName: row.title } : {}),
    mediaType: row.media_type === 'video' ? 'VIDEO' : 'IMAGE',
  };
}

function options(snapshot: ProductSnapshot, variants: EffectiveVariant[]): V3Option[] {
  return snapshot.options.map((option) => {
    const color = option.option_type === 'color';
    return {
      id: option.id,
      name: option.name,
      optionRenderType: color ? 'SWATCH_CHOICES' : 'TEXT_CHOICES',
      choicesSettings: {
        choices: option.choices.map((choice) => {
          const withChoice = variants.filter(
            (v) => v.visible && v.row?.choices[option.name] === choice.description,
          );
          return {
            choiceId: choice.id,
            choiceType: color ? 'ONE_COLOR' : 'CHOICE_TEXT',
            name: choice.description,
            ...(color ? { colorCode: choice.value } : {}),
            inStock: withChoice.length > 0 ? withChoice.some((v) => v.inStock) : choice.in_stock,
            visible: choice.visible,
          };
        }),
      },
    };
  });
}

/** Cost, profit and margin of a variant with a known cost (a variant without one has no revenue details). */
function revenueDetails(costCents: number, actual: number, opts: V3WireOptions) {
  const profit = actual - costCents;
  return {
    cost: money(costCents, opts),
    profit: money(profit, opts),
    profitMargin: actual === 0 ? 0 : Math.round((profit * 10_000) / actual) / 10_000,
  };
}

/** One variant in V3 shape: its choices as option and choice ids with their names. */
export function toV3Variant(snapshot: ProductSnapshot, v: EffectiveVariant, opts: V3WireOptions): V3Variant {
  const discount = productDiscount(snapshot.product);
  const actual = discountedCents(v.priceCents, discount);
  const choices = snapshot.options.flatMap((option) => {
    const name = v.row?.choices[option.name];
    const choice = option.choices.find((c) => c.description === name);
    if (!choice || name === undefined) return [];
    return [
      {
        optionChoiceIds: { optionId: option.id, choiceId: choice.id },
        optionChoiceNames: { optionName: option.name, choiceName: name },
      },
    ];
  });
  return {
    id: v.row?.id ?? DEFAULT_VARIANT_ID,
    visible: v.visible,
    ...(v.sku ? { sku: v.sku } : {}),
    choices,
    price: {
      actualPrice: money(actual, opts),
      ...(actual === v.priceCents ? {} : { compareAtPrice: money(v.priceCents, opts) }),
    },
    ...(opts.merchantData && v.costCents !== undefined
      ? { revenueDetails: revenueDetails(v.costCents, actual, opts) }
      : {}),
    ...(snapshot.product.product_type === 'physical'
      ? { physicalProperties: v.weight === undefined ? {} : { weight: v.weight } }
      : {}),
    inventoryStatus: { inStock: v.inStock, preorderEnabled: false },
  };
}

/** The product in V3 shape, with its variants (`variantsInfo`) as the platform's get and query answer it. */
export function toV3Product(snapshot: ProductSnapshot, opts: V3WireOptions): V3Product {
  const p = snapshot.product;
  const variants = effectiveVariants(snapshot);
  const listed = variants.filter((v) => v.visible);
  const counted = listed.length > 0 ? listed : variants;
  const discount = productDiscount(p);
  const media = snapshot.media.map((m) => mediaItem(m, opts.baseUrl));
  const path = `/product-page/${p.slug}`;
  const type = V1_TO_V3_TYPE[p.product_type as keyof typeof V1_TO_V3_TYPE] ?? 'PHYSICAL';
  return {
    id: p.id,
    revision: String(p.revision),
    createdDate: p.created_at.toISOString(),
    updatedDate: p.updated_at.toISOString(),
    name: p.name,
    slug: p.slug,
    ...(opts.fields.has('URL') ? { url: { relativePath: path, url: `${opts.baseUrl}${path}` } } : {}),
    ...(opts.fields.has('PLAIN_DESCRIPTION') ? { plainDescription: p.description } : {}),
    visible: p.visible,
    visibleInPos: p.visible_in_pos,
    productType: type,
    ...(opts.fields.has('CURRENCY') ? { currency: opts.currency } : {}),
    media: {
      ...(media[0] ? { main: media[0] } : {}),
      ...(opts.fields.has('MEDIA_ITEMS_INFO') ? { itemsInfo: { items: media } } : {}),
    },
    options: options(snapshot, variants),
    ...(p.brand_id ? { brand: { id: p.brand_id } } : {}),
    ...(p.ribbon_id ? { ribbon: { id: p.ribbon_id } } : {}),
    ...(opts.fields.has('INFO_SECTION')
      ? { infoSections: (p.info_section_ids as string[]).map((id) => ({ id })) }
      : {}),
    actualPriceRange: priceRange(
      counted.map((v) => discountedCents(v.priceCents, discount)),
      opts,
    ),
    compareAtPriceRange: priceRange(
      counted.map((v) => v.priceCents),
      opts,
    ),
    ...(opts.merchantData && knownCosts(counted).length > 0
      ? { costRange: priceRange(knownCosts(counted), opts) }
      : {}),
    inventory: {
      availabilityStatus: stockSummary(variants).inventoryStatus,
      preorderStatus: 'DISABLED',
      preorderAvailability: 'NO_VARIANTS',
    },
    ...(type === 'PHYSICAL' ? { physicalProperties: {} } : {}),
    variantsInfo: { variants: variants.map((v) => toV3Variant(snapshot, v, opts)) },
    variantSummary: { variantCount: variants.length },
  };
}
