// Helpers for order tests: a store that ships to the US, buyers with a checkout ready to complete, completing
// it with the test cards, and readers for orders, stock and e-mails.
import {
  type CatalogReference,
  type CheckoutResponse,
  type Order,
  type OrderResponse,
  type Product,
  STORE_CATALOG_APP_ID,
} from '@cartwright/contracts';
import { expect } from 'vitest';
import {
  addToCart,
  CART,
  type CartKit,
  cartKit,
  line,
  type Requester,
} from '../../modules/cart/test-support/cart-kit.js';
import type { TestApp } from '../../test-support/test-app.js';

export const ADDRESS = {
  country: 'US',
  subdivision: 'US-CA',
  city: 'Oakland',
  postalCode: '94607',
  addressLine: '1 Broadway',
};
export const CONTACT = { firstName: 'Ada', lastName: 'Lovelace' };
export const APPROVING_CARD = {
  method: 'CARD',
  card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holderName: 'Ada Lovelace' },
} as const;
export const DECLINING_CARD = {
  method: 'CARD',
  card: { number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123', holderName: 'Ada Lovelace' },
} as const;
export const OFFLINE = { method: 'OFFLINE' } as const;

export const checkoutPath = (id: string) => `/ecom/v1/checkouts/${id}`;

export interface OrderKit extends CartKit {
  /** A new buyer's checkout of these lines with e-mail, full US address and the standard option. */
  readyCheckout(
    buyer: Requester,
    lines: Array<{ product: Product | CatalogReference; quantity?: number }>,
    options?: { email?: string; couponCode?: string; contact?: { firstName: string; lastName: string } },
  ): Promise<string>;
  /** A bare checkout: only what create-checkout takes. */
  checkoutOf(
    buyer: Requester,
    lines: Array<{ product: Product; quantity?: number }>,
    body?: unknown,
  ): Promise<string>;
  complete(buyer: Requester, checkoutId: string, payment?: unknown): Promise<Response>;
  /** Completes and expects 200; answers the order. */
  placeOrder(buyer: Requester, checkoutId: string, payment?: unknown): Promise<Order>;
  readCheckout(buyer: Requester, checkoutId: string): Promise<CheckoutResponse['checkout']>;
  /** The tracked quantity of a product without variants. */
  stockOf(productId: string): Promise<number | null>;
  /** A product in sizes S and M whose variants track the stock given (an untracked size when left out). */
  sizedProduct(
    name: string,
    price: number,
    stock: { S?: number; M?: number },
  ): Promise<{ product: Product; S: string; M: string }>;
}

const refOf = (product: Product | CatalogReference): CatalogReference =>
  'catalogItemId' in product ? product : { catalogItemId: product.id!, appId: STORE_CATALOG_APP_ID };

/** The store ships to the US: standard $5, express $15. */
export async function orderKit(t: TestApp): Promise<OrderKit> {
  const kit = await cartKit(t);
  const region = {
    shippingRegion: {
      name: 'United States',
      destinations: [{ country: 'US' }],
      options: [
        { code: 'standard', title: 'Standard', rate: '5' },
        { code: 'express', title: 'Express', rate: '15' },
      ],
    },
  };
  const created = await kit.admin('POST', '/cartwright/v1/shipping-regions', region);
  expect(created.status, await created.clone().text()).toBe(200);

  const checkoutOf: OrderKit['checkoutOf'] = async (buyer, lines, body = {}) => {
    await addToCart(
      buyer,
      lines.map((l) => line(refOf(l.product), l.quantity ?? 1)),
    );
    const res = await buyer('POST', `${CART}/create-checkout`, body);
    const json = (await res.json()) as { checkoutId: string };
    expect(res.status, JSON.stringify(json)).toBe(200);
    return json.checkoutId;
  };
  const complete: OrderKit['complete'] = (buyer, id, payment = APPROVING_CARD) =>
    buyer('POST', `${checkoutPath(id)}/complete`, { payment });
  return {
    ...kit,
    checkoutOf,
    complete,
    async readyCheckout(buyer, lines, options = {}) {
      await addToCart(
        buyer,
        lines.map((l) => line(refOf(l.product), l.quantity ?? 1)),
      );
      if (options.couponCode) {
        const coupon = await buyer('PATCH', CART, { couponCode: options.couponCode });
        expect(coupon.status, await coupon.clone().text()).toBe(200);
      }
      const res = await buyer('POST', `${CART}/create-checkout`, {});
      const { checkoutId } = (await res.json()) as { checkoutId: string };
      expect(res.status).toBe(200);
      const patched = await buyer('PATCH', checkoutPath(checkoutId), {
        checkout: {
          buyerInfo: { email: options.email ?? 'ada@example.com' },
          shippingInfo: {
            shippingDestination: { address: ADDRESS, contactDetails: options.contact ?? CONTACT },
            selectedCarrierServiceOption: { code: 'standard' },
          },
          billingSameAsShipping: true,
        },
      });
      expect(patched.status, await patched.clone().text()).toBe(200);
      return checkoutId;
    },
    async placeOrder(buyer, id, payment) {
      const res = await complete(buyer, id, payment);
      const body = (await res.json()) as OrderResponse;
      expect(res.status, JSON.stringify(body)).toBe(200);
      return body.order;
    },
    async readCheckout(buyer, id) {
      const res = await buyer('GET', checkoutPath(id));
      const body = (await res.json()) as CheckoutResponse;
      expect(res.status, JSON.stringify(body)).toBe(200);
      return body.checkout;
    },
    async stockOf(productId) {
      const row = await t.deps.db
        .selectFrom('products')
        .select('quantity')
        .where('id', '=', productId)
        .executeTakeFirstOrThrow();
      return row.quantity;
    },
    async sizedProduct(name, price, stock) {
      const size = (value: string) => ({ value, description: value });
      const product = await kit.createProduct({
        name,
        priceData: { price },
        manageVariants: true,
        productOptions: [{ name: 'Size', choices: [size('S'), size('M')] }],
      });
      const tracked = (['S', 'M'] as const).filter((s) => stock[s] !== undefined);
      await kit.updateVariants(
        product.id!,
        tracked.map((s) => ({ choices: { Size: s }, stock: { trackQuantity: true, quantity: stock[s] } })),
      );
      const variantOf = (s: string) => kit.variantId(product.id!, { Size: s });
      return { product, S: await variantOf('S'), M: await variantOf('M') };
    },
  };
}
