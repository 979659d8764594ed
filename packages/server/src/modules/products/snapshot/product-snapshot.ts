// A product with everything stored about it, and its wire shape (wire.md §4.2) with every computed field.
import type {
  Media,
  MediaItem,
  PricePerUnitData,
  Product,
  ProductOption,
  Variant,
} from '@cartwright/contracts';
import type {
  ProductChoiceRow,
  ProductMediaRow,
  ProductOptionRow,
  ProductRow,
  ProductVariantRow,
} from '../products.table.js';
import { absoluteUrl } from '../read-context.js';
import {
  costAndProfit,
  DEFAULT_VARIANT_ID,
  type Discount,
  type EffectiveVariant,
  effectiveVariant,
  knownCosts,
  priceData,
  productDiscount,
  range,
  stockSummary,
} from './computed-fields.js';

export interface ProductSnapshot {
  product: ProductRow;
  options: Array<ProductOptionRow & { choices: ProductChoiceRow[] }>;
  variants: ProductVariantRow[];
  media: ProductMediaRow[];
  /** Choice id → ids of the media assigned to it, in order. */
  choiceMedia: Map<string, string[]>;
  collectionIds: string[];
}

export interface WireOptions {
  currency: string;
  /** The storefront origin, for `productPageUrl.base` and site-relative media URLs. */
  baseUrl: string;
  /** Cost and profit: only for admins who ask for them. */
  merchantData: boolean;
  includeVariants: boolean;
}

export function mediaItem(row: ProductMediaRow, baseUrl: string): MediaItem {
  const file = {
    url: absoluteUrl(row.url, baseUrl),
    ...(row.width === null ? {} : { width: row.width }),
    ...(row.height === null ? {} : { height: row.height }),
    ...(row.alt_text ? { altText: row.alt_text } : {}),
  };
  const body = row.media_type === 'video' ? { video: { files: [file] } } : { image: file };
  return {
    id: row.id,
    mediaType: row.media_type as MediaItem['mediaType'],
    title: row.title,
    ...body,
    thumbnail: file,
  };
}

export function mediaOf(rows: ProductMediaRow[], baseUrl: string): Media {
  const items = rows.map((row) => mediaItem(row, baseUrl));
  return items.length > 0 ? { mainMedia: items[0], items } : { items };
}

/** The variants a product answers with: its stored ones, or one default variant when it has no options. */
export function effectiveVariants(snapshot: ProductSnapshot): EffectiveVariant[] {
  if (snapshot.variants.length === 0) return [effectiveVariant(snapshot.product, undefined)];
  return snapshot.variants.map((row) => effectiveVariant(snapshot.product, row));
}

export function wireVariant(snapshot: ProductSnapshot, v: EffectiveVariant, options: WireOptions): Variant {
  const p = snapshot.product;
  const discount = productDiscount(p);
  const unit = p.price_per_unit_data as PricePerUnitData | null;
  const price = priceData(v.priceCents, discount, unit, options.currency);
  return {
    id: v.row?.id ?? DEFAULT_VARIANT_ID,
    choices: v.row?.choices ?? {},
    variant: {
      priceData: price,
      convertedPriceData: price,
      ...(options.merchantData && v.costCents !== undefined
        ? { costAndProfitData: costAndProfit(v.costCents, v.priceCents, discount, options.currency) }
        : {}),
      ...(v.weight === undefined ? {} : { weight: v.weight }),
      sku: v.sku,
      visible: v.visible,
      ...optionalJson('productDimensions', v.row?.product_dimensions ?? p.product_dimensions),
      ...optionalJson('packageDimensions', v.row?.package_dimensions ?? p.package_dimensions),
    },
    stock: {
      trackQuantity: v.trackQuantity,
      ...(v.quantity === undefined ? {} : { quantity: v.quantity }),
      inStock: v.inStock,
    },
  };
}

const optionalJson = (key: string, value: unknown) =>
  value === null || value === undefined ? {} : { [key]: value };

/**
 * Cost and profit of the product, and the range of its visible variants' costs; each is left out when there is
 * no cost to state, as the platform answers a product whose cost was never entered.
 */
function merchantFields(
  own: EffectiveVariant,
  visible: EffectiveVariant[],
  discount: Discount,
  currency: string,
): Pick<Product, 'costAndProfitData' | 'costRange'> {
  const costs = knownCosts(visible.length > 0 ? visible : [own]).map((cents) => cents / 100);
  return {
    ...(own.costCents === undefined
      ? {}
      : { costAndProfitData: costAndProfit(own.costCents, own.priceCents, discount, currency) }),
    ...(costs.length === 0 ? {} : { costRange: range(costs, 0) }),
  };
}

function wireOptions(
  snapshot: ProductSnapshot,
  variants: EffectiveVariant[],
  baseUrl: string,
): ProductOption[] {
  const mediaById = new Map(snapshot.media.map((m) => [m.id, m]));
  return snapshot.options.map((option) => ({
    optionType: option.option_type as ProductOption['optionType'],
    name: option.name,
    choices: option.choices.map((choice) => {
      const withChoice = variants.filter(
        (v) => v.visible && v.row?.choices[option.name] === choice.description,
      );
      const media = (snapshot.choiceMedia.get(choice.id) ?? []).flatMap((id) => mediaById.get(id) ?? []);
      return {
        value: choice.value,
        description: choice.description,
        media: mediaOf(media, baseUrl),
        inStock: withChoice.length > 0 ? withChoice.some((v) => v.inStock) : choice.in_stock,
        visible: choice.visible,
      };
    }),
  }));
}

/** The product as the wire carries it; every derived value is computed here, from stored values only. */
export function toWireProduct(snapshot: ProductSnapshot, options: WireOptions): Product {
  const p = snapshot.product;
  const discount = productDiscount(p);
  const unit = p.price_per_unit_data as PricePerUnitData | null;
  const variants = effectiveVariants(snapshot);
  const own = effectiveVariant(p, undefined);
  const visible = snapshot.variants.length === 0 ? [own] : variants.filter((v) => v.visible);
  const price = priceData(own.priceCents, discount, unit, options.currency);
  const weights = visible.flatMap((v) => (v.weight === undefined ? [] : [v.weight]));
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    visible: p.visible,
    productType: p.product_type as Product['productType'],
    description: p.description,
    sku: p.sku,
    ...(own.weight === undefined ? {} : { weight: own.weight }),
    weightRange: range(weights, own.weight ?? 0),
    stock: stockSummary(variants),
    price,
    priceData: price,
    convertedPriceData: price,
    priceRange: range(
      visible.map((v) => v.priceCents / 100),
      own.priceCents / 100,
    ),
    ...(options.merchantData ? merchantFields(own, visible, discount, options.currency) : {}),
    ...(unit ? { pricePerUnitData: unit } : {}),
    additionalInfoSections: p.additional_info_sections as Product['additionalInfoSections'],
    ribbons: p.ribbon ? [{ text: p.ribbon }] : [],
    media: mediaOf(snapshot.media, options.baseUrl),
    customTextFields: p.custom_text_fields as Product['customTextFields'],
    manageVariants: p.manage_variants,
    productOptions: wireOptions(snapshot, variants, options.baseUrl),
    productPageUrl: { base: options.baseUrl, path: `/product-page/${p.slug}` },
    numericId: String(p.numeric_id),
    inventoryItemId: p.id,
    discount: {
      type: p.discount_type as NonNullable<Product['discount']>['type'],
      value: discount.valueCents / 100,
    },
    collectionIds: snapshot.collectionIds,
    ...(options.includeVariants ? { variants: variants.map((v) => wireVariant(snapshot, v, options)) } : {}),
    lastUpdated: p.updated_at.toISOString(),
    createdDate: p.created_at.toISOString(),
    ...optionalJson('seoData', p.seo_data),
    ribbon: p.ribbon,
    brand: p.brand,
    ...optionalJson('productDimensions', p.product_dimensions),
    ...optionalJson('packageDimensions', p.package_dimensions),
  };
}
