// A stored line item resolved for the wire: catalog lines from the catalog as it is now (name, prices,
// image, options, stock), custom lines as the admin gave them; and the same line as the totals engine prices it.
import type {
  CatalogReference,
  DescriptionLine,
  ItemAvailabilityStatus,
  LineItem,
  MultiCurrencyPrice,
} from '@cartwright/contracts';
import type { StoredLine } from '../../../cached-shapes.js';
import { centsToDecimal, formatMoney, toCents } from '../../../money/money.js';
import type { PricedLine } from '../../pricing/index.js';
import type { CatalogImage, CatalogItem, CatalogItemReference, CatalogLookup } from '../../products/index.js';
import { absoluteUrl } from '../../products/index.js';

export interface LineContext {
  currency: string;
  /** Origin of the request: image and page URLs are absolute. */
  baseUrl: string;
}

export interface ResolvedLine {
  line: StoredLine;
  wire: LineItem;
  status: ItemAvailabilityStatus;
  priced: PricedLine;
}

/** A money value in the store currency, as every cart price is written. */
export function price(cents: number, currency: string): MultiCurrencyPrice {
  const amount = centsToDecimal(cents);
  const formatted = formatMoney(cents, currency);
  return {
    amount,
    convertedAmount: amount,
    formattedAmount: formatted,
    formattedConvertedAmount: formatted,
  };
}

/** The catalog look-up key of a line's reference: `{variantId}` or `{options: {name: choice}}` (wire.md §8). */
export function catalogKey(reference: CatalogReference): CatalogItemReference {
  const options = reference.options;
  return {
    productId: reference.catalogItemId,
    ...(options?.variantId === undefined ? {} : { variantId: options.variantId }),
    ...(options?.options === undefined ? {} : { choices: options.options }),
  };
}

const text = (value: string) => ({ original: value, translated: value });

function descriptionLines(item: CatalogItem, reference: CatalogReference): DescriptionLine[] {
  const options = item.chosenOptions.map(
    (o): DescriptionLine =>
      o.type === 'color'
        ? { name: text(o.name), colorInfo: { ...text(o.description), code: o.value } }
        : { name: text(o.name), plainText: text(o.description) },
  );
  const custom = Object.entries(reference.options?.customTextFields ?? {}).map(
    ([title, value]): DescriptionLine => ({ name: text(title), plainText: text(value) }),
  );
  return [...options, ...custom];
}

/** AVAILABLE, NOT_AVAILABLE (hidden or out of stock) or PARTIALLY_AVAILABLE (tracked stock below the quantity). */
export function availabilityOf(item: CatalogItem, quantity: number): LineItem['availability'] {
  const tracked = item.trackQuantity ? { quantityAvailable: item.quantity ?? 0 } : {};
  if (!item.productVisible || !item.variantVisible) return { status: 'NOT_AVAILABLE' };
  if (!item.inStock) return { status: 'NOT_AVAILABLE', ...tracked };
  if (item.trackQuantity && (item.quantity ?? 0) < quantity)
    return { status: 'PARTIALLY_AVAILABLE', ...tracked };
  return { status: 'AVAILABLE', ...tracked };
}

function wireImage(image: CatalogImage, baseUrl: string): NonNullable<LineItem['image']> {
  return {
    id: image.id,
    url: absoluteUrl(image.url, baseUrl),
    ...(image.width === null ? {} : { width: image.width }),
    ...(image.height === null ? {} : { height: image.height }),
    ...(image.altText ? { altText: image.altText } : {}),
    filename: new URL(image.url, 'http://x').pathname.split('/').at(-1) ?? '',
  };
}

function catalogWire(line: StoredLine, item: CatalogItem, ctx: LineContext): LineItem {
  const reference = line.catalogReference!;
  const path = `/product-page/${item.slug}`;
  const physical = item.productType !== 'digital';
  // Equal amounts share one object: most lines have one unit at the full price.
  const unit = price(item.priceCents, ctx.currency);
  return {
    id: line.id,
    quantity: line.quantity,
    catalogReference: reference,
    productName: text(item.name),
    url: { relativePath: path, url: absoluteUrl(path, ctx.baseUrl) },
    price: unit,
    fullPrice: item.fullPriceCents === item.priceCents ? unit : price(item.fullPriceCents, ctx.currency),
    priceBeforeDiscounts: unit,
    lineItemPrice: line.quantity === 1 ? unit : price(item.priceCents * line.quantity, ctx.currency),
    descriptionLines: descriptionLines(item, reference),
    ...(item.image ? { image: wireImage(item.image, ctx.baseUrl) } : {}),
    availability: availabilityOf(item, line.quantity),
    physicalProperties:
      item.weight === undefined
        ? { sku: item.sku, shippable: physical }
        : { weight: item.weight, sku: item.sku, shippable: physical },
    itemType: { preset: physical ? 'PHYSICAL' : 'DIGITAL' },
    paymentOption: 'FULL_PAYMENT_ONLINE',
    rootCatalogItemId: item.productId,
    priceUndetermined: false,
    fixedQuantity: false,
  };
}

function customWire(line: StoredLine, ctx: LineContext): LineItem {
  const item = line.customItem!;
  const unit = toCents(line.price!);
  const full = line.fullPrice === null ? unit : toCents(line.fullPrice);
  const available = item.quantityAvailable;
  const status: ItemAvailabilityStatus =
    available === undefined || available >= line.quantity
      ? 'AVAILABLE'
      : available === 0
        ? 'NOT_AVAILABLE'
        : 'PARTIALLY_AVAILABLE';
  return {
    id: line.id,
    quantity: line.quantity,
    ...(line.catalogReference ? { catalogReference: line.catalogReference } : {}),
    productName: {
      original: item.productName.original,
      translated: item.productName.translated ?? item.productName.original,
    },
    ...(item.url ? { url: item.url } : {}),
    price: price(unit, ctx.currency),
    fullPrice: price(full, ctx.currency),
    priceBeforeDiscounts: price(unit, ctx.currency),
    lineItemPrice: price(unit * line.quantity, ctx.currency),
    descriptionLines: (item.descriptionLines ?? []) as DescriptionLine[],
    ...(item.media ? { image: item.media } : {}),
    availability: { status, ...(available === undefined ? {} : { quantityAvailable: available }) },
    physicalProperties: { ...item.physicalProperties, shippable: shippableCustom(line) },
    itemType: item.itemType ?? { preset: 'PHYSICAL' },
    paymentOption: item.paymentOption ?? 'FULL_PAYMENT_ONLINE',
    ...(item.priceDescription ? { priceDescription: item.priceDescription } : {}),
    customLineItem: true,
    priceUndetermined: false,
    fixedQuantity: false,
  };
}

function shippableCustom(line: StoredLine): boolean {
  const item = line.customItem!;
  return item.physicalProperties?.shippable ?? (item.itemType?.preset ?? 'PHYSICAL') === 'PHYSICAL';
}

const isPriced = (status: ItemAvailabilityStatus) =>
  status === 'AVAILABLE' || status === 'PARTIALLY_AVAILABLE';

/**
 * The wire line item and the priced line of a stored line; `lookup` is its catalog answer (none for custom lines).
 * A product or variant that is gone leaves a NOT_FOUND line that keeps its id, quantity and reference.
 */
export function resolveLine(
  line: StoredLine,
  lookup: CatalogLookup | undefined,
  ctx: LineContext,
): ResolvedLine {
  if (line.customItem) {
    const wire = customWire(line, ctx);
    const status = wire.availability!.status!;
    const unit = toCents(line.price!);
    return {
      line,
      wire,
      status,
      priced: {
        id: line.id,
        quantity: line.quantity,
        collectionIds: [],
        unitPrice: centsToDecimal(unit),
        fullUnitPrice: centsToDecimal(line.fullPrice === null ? unit : toCents(line.fullPrice)),
        weight: line.customItem.physicalProperties?.weight ?? 0,
        shippable: shippableCustom(line),
        priced: isPriced(status),
      },
    };
  }
  if (!lookup?.found) {
    return {
      line,
      wire: {
        id: line.id,
        quantity: line.quantity,
        catalogReference: line.catalogReference!,
        availability: { status: 'NOT_FOUND' },
      },
      status: 'NOT_FOUND',
      priced: {
        id: line.id,
        quantity: line.quantity,
        productId: line.catalogReference!.catalogItemId,
        collectionIds: [],
        unitPrice: '0.00',
        fullUnitPrice: '0.00',
        weight: 0,
        shippable: false,
        priced: false,
      },
    };
  }
  const item = lookup.item;
  const wire = catalogWire(line, item, ctx);
  const status = wire.availability!.status!;
  return {
    line,
    wire,
    status,
    priced: {
      id: line.id,
      quantity: line.quantity,
      productId: item.productId,
      collectionIds: item.collectionIds,
      unitPrice: centsToDecimal(item.priceCents),
      fullUnitPrice: centsToDecimal(item.fullPriceCents),
      weight: item.weight ?? 0,
      shippable: item.productType !== 'digital',
      priced: isPriced(status),
    },
  };
}
