// A cart server in memory for tests of the cart queue and hooks, on a loopback socket: the tests hold its answers
// and release them in any order, a timing (answers arriving while later clicks wait) the real server cannot give.
import type { Cart, LineItem } from '../cart/index.js';
import type { Answer, RecordedRequest } from './test-server.js';

export const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
export const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': '*',
};
export const MAX_QUANTITY = 10;

/**
 * A cart server in memory: enough of C1–C9 to drive the cart queue and the hooks. It applies each request when it
 * arrives and, while `holding`, answers only when the test releases it, in any order the test chooses.
 */
export class ScriptedCartServer {
  cart:
    | {
        lines: { id: string; quantity: number; productId: string }[];
        coupon?: string;
        checkoutId?: string;
        contactInfo?: Cart['contactInfo'];
        selectedShippingOption?: Cart['selectedShippingOption'];
      }
    | undefined;
  checkouts = new Map<string, { quantities: number[] }>();
  holding = false;
  held: { request: RecordedRequest; release(): void }[] = [];
  inFlight = 0;
  maxInFlight = 0;
  #lineIds = 0;

  /** Cart calls, in the order they arrived (no preflights, no token calls). */
  calls: { method: string; path: string; body: Record<string, unknown> }[] = [];

  wire(): Cart | undefined {
    if (!this.cart) return undefined;
    const lineItems: LineItem[] = this.cart.lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      catalogReference: { appId: APP_ID, catalogItemId: line.productId },
      productName: { original: `Product ${line.productId}` },
      price: { amount: '5.00' },
    }));
    return {
      id: 'cart-1',
      lineItems,
      appliedDiscounts: this.cart.coupon ? [{ coupon: { code: this.cart.coupon } }] : [],
      checkoutId: this.cart.checkoutId,
      ...(this.cart.contactInfo ? { contactInfo: this.cart.contactInfo } : {}),
      ...(this.cart.selectedShippingOption
        ? { selectedShippingOption: this.cart.selectedShippingOption }
        : {}),
      updatedDate: '2024-01-02T03:04:05.000Z' as unknown as Date,
    };
  }

  async answer(request: RecordedRequest): Promise<Answer> {
    if (request.method === 'OPTIONS') return { status: 204, headers: CORS, body: '' };
    const path = new URL(request.url, 'http://x').pathname;
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    this.calls.push({ method: request.method, path, body });
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      const answer = this.apply(request.method, path, body);
      if (this.holding) await new Promise<void>((release) => this.held.push({ request, release }));
      return { ...answer, headers: { ...CORS, ...answer.headers } };
    } finally {
      this.inFlight--;
    }
  }

  /** Answers the held request with this path (the oldest one when several). */
  release(path: string): void {
    const index = this.held.findIndex((held) =>
      new URL(held.request.url, 'http://x').pathname.endsWith(path),
    );
    if (index < 0) throw new Error(`no held request for ${path}`);
    this.held.splice(index, 1)[0]!.release();
  }

  private fail(status: number, code: string): Answer {
    return { status, body: { message: code, details: { applicationError: { code, description: code } } } };
  }

  private apply(method: string, path: string, body: Record<string, unknown>): Answer {
    const route = `${method} ${path.replace('/ecom/v1/carts/current', '')}`;
    if (path.startsWith('/ecom/v1/checkouts/')) {
      const id = decodeURIComponent(path.split('/').at(-1)!);
      const checkout = this.checkouts.get(id);
      return checkout ? { body: { checkout: { id, ...checkout } } } : this.fail(404, 'CHECKOUT_NOT_FOUND');
    }
    if (route === 'POST /add-to-cart') {
      this.cart ??= { lines: [] };
      for (const item of body.lineItems as {
        quantity: number;
        catalogReference: { catalogItemId: string };
      }[]) {
        const productId = item.catalogReference.catalogItemId;
        const line = this.cart.lines.find((candidate) => candidate.productId === productId);
        if (line) line.quantity += item.quantity;
        else this.cart.lines.push({ id: `li-${++this.#lineIds}`, quantity: item.quantity, productId });
      }
      return { body: { cart: this.wire() } };
    }
    if (!this.cart) return this.fail(404, 'OWNED_CART_NOT_FOUND');
    switch (route) {
      case 'GET ':
        return { body: { cart: this.wire() } };
      case 'POST /update-line-items-quantity': {
        const updates = body.lineItems as { id: string; quantity: number }[];
        if (updates.some((update) => update.quantity > MAX_QUANTITY))
          return this.fail(400, 'MAX_QUANTITY_EXCEEDED');
        for (const { id, quantity } of updates) {
          const line = this.cart.lines.find((candidate) => candidate.id === id);
          if (!line) return this.fail(404, 'LINE_ITEM_NOT_FOUND');
          line.quantity = quantity;
        }
        return { body: { cart: this.wire() } };
      }
      case 'POST /remove-line-items': {
        const ids = body.lineItemIds as string[];
        if (ids.includes('locked')) return this.fail(409, 'LINE_ITEM_LOCKED');
        this.cart.lines = this.cart.lines.filter((line) => !ids.includes(line.id));
        return { body: { cart: this.wire() } };
      }
      case 'PATCH ': {
        const info = (body.cartInfo ?? {}) as Pick<Cart, 'contactInfo' | 'selectedShippingOption'>;
        const mask = String(body.cartFieldmask ?? '').split(',');
        // A refused coupon changes nothing, as the server's transaction does.
        if (mask.includes('couponCode')) {
          if (body.couponCode !== 'GOOD') return this.fail(422, 'COUPON_NOT_FOUND');
          this.cart.coupon = body.couponCode;
        }
        if (mask.includes('contactInfo')) this.cart.contactInfo = info.contactInfo;
        if (mask.includes('selectedShippingOption'))
          this.cart.selectedShippingOption = info.selectedShippingOption;
        return { body: { cart: this.wire() } };
      }
      case 'POST /remove-coupon':
        this.cart.coupon = undefined;
        return { body: { cart: this.wire() } };
      case 'POST /estimate-totals': {
        const quantity = this.cart.lines.reduce((sum, line) => sum + line.quantity, 0);
        // The cart's own address when the request gives none, as the server does.
        const address = (body.shippingAddress ?? this.cart.contactInfo?.address ?? {}) as {
          country?: string;
        };
        return {
          body: {
            cart: this.wire(),
            priceSummary: { subtotal: { amount: `${quantity * 5}.00` } },
            shippingInfo: { region: { name: address.country ?? 'none' } },
          },
        };
      }
      case 'POST /create-checkout': {
        const id = `co-${this.checkouts.size + 1}`;
        this.checkouts.set(id, { quantities: this.cart.lines.map((line) => line.quantity) });
        this.cart.checkoutId = id;
        return { body: { checkoutId: id } };
      }
      case 'DELETE ':
        this.cart = undefined;
        return { body: {} };
      default:
        return this.fail(404, 'NO_ROUTE');
    }
  }
}
