// A 30-line-item cart in the wire shape of wire.md §4.1, the payload of the per-call overhead benchmark.
export function cartWith30LineItems() {
  const lineItems = Array.from({ length: 30 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    quantity: 1 + (i % 3),
    catalogReference: {
      catalogItemId: `product-${i}`,
      appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
      options: { variantId: `variant-${i}` },
    },
    productName: { original: `Product ${i}`, translated: `Product ${i}` },
    url: { relativePath: `/product-page/product-${i}`, url: `http://127.0.0.1/product-page/product-${i}` },
    price: { amount: `${10 + i}.50`, convertedAmount: `${10 + i}.50`, formattedAmount: `$${10 + i}.50` },
    fullPrice: { amount: `${12 + i}.00`, convertedAmount: `${12 + i}.00`, formattedAmount: `$${12 + i}.00` },
    descriptionLines: [
      { name: { original: 'Size', translated: 'Size' }, plainText: { original: 'M', translated: 'M' } },
    ],
    image: {
      id: `img-${i}`,
      url: `http://127.0.0.1/media/${i}.png`,
      height: 800,
      width: 800,
      urlExpirationDate: '2030-01-01T00:00:00.000Z',
    },
    availability: { status: 'AVAILABLE' },
    physicalProperties: { weight: 0.25 * i, sku: `SKU-${i}`, shippable: true },
    itemType: { preset: 'PHYSICAL' },
    paymentOption: 'FULL_PAYMENT_ONLINE',
  }));
  return {
    cart: {
      id: '11111111-2222-4333-8444-555555555555',
      lineItems,
      currency: 'USD',
      weightUnit: 'KG',
      taxIncludedInPrices: false,
      buyerInfo: { visitorId: 'visitor-1' },
      createdDate: '2026-11-01T10:00:00.000Z',
      updatedDate: '2026-11-02T10:00:00.000Z',
      revision: '7',
    },
  };
}

export const CART_DATES = [
  'cart.createdDate',
  'cart.updatedDate',
  'cart.lineItems.image.urlExpirationDate',
  'cart.lineItems.subscriptionOptionInfo.subscriptionSettings.startDate',
  'cart.lineItems.serviceProperties.scheduledDate',
  'cart.lineItems.serviceProperties.endDate',
];
export const CART_FLOATS = [
  'cart.lineItems.physicalProperties.weight',
  'cart.lineItems.image.focalPoint.x',
  'cart.lineItems.image.focalPoint.y',
];
