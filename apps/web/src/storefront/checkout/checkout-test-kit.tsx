// The hosted checkout rendered in happy-dom with scripted store answers, for the checkout page's tests: a checkout,
// its order, refusals as the server sends them, and the requests the page sent.
import { createClient, OAuthStrategy, type Tokens } from '@cartwright/client';
import { createStoreQueryClient } from '@cartwright/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../app/app.js';
import type { WebConfig } from '../../bootstrap/web-config.js';

export const config: WebConfig = { storeName: 'Acme Goods', clientId: 'web', currency: 'USD' };
export const money = (amount: string) => ({ amount, formattedAmount: `$${amount}` });

export const CHECKOUT = {
  id: 'ch-1',
  lineItems: [
    {
      id: 'l1',
      quantity: 2,
      productName: { original: 'Paper Filters' },
      price: money('7.00'),
      catalogReference: { catalogItemId: 'p1', appId: 'app' },
    },
  ],
  buyerInfo: { email: 'ann@example.com' },
  shippingInfo: {
    shippingDestination: {
      address: {
        country: 'US',
        subdivision: 'US-CA',
        postalCode: '94103',
        addressLine: '1 Market St',
        city: 'San Francisco',
      },
      contactDetails: { firstName: 'Ann', lastName: 'Lee' },
    },
    selectedCarrierServiceOption: { code: 'standard', title: 'Standard', cost: { price: money('0') } },
    carrierServiceOptions: [
      {
        carrierId: 'c1',
        shippingOptions: [{ code: 'standard', title: 'Standard', cost: { price: money('0') } }],
      },
    ],
  },
  priceSummary: {
    subtotal: money('14.00'),
    shipping: money('0'),
    tax: money('1.02'),
    discount: money('0'),
    total: money('15.02'),
  },
  completed: false,
};

export const ORDER = {
  id: 'o-1',
  number: '10001',
  checkoutId: 'ch-1',
  status: 'APPROVED',
  paymentStatus: 'PAID',
  fulfillmentStatus: 'NOT_FULFILLED',
  currency: 'USD',
  lineItems: [],
  buyerInfo: { email: 'ann@example.com' },
  priceSummary: CHECKOUT.priceSummary,
  appliedDiscounts: [],
  balance: { paid: money('15.02'), refunded: money('0') },
  fulfillments: [],
  refunds: [],
  paymentAttempts: [],
  activities: [],
  createdDate: '2026-11-25T08:00:00.000Z',
  updatedDate: '2026-11-25T08:00:00.000Z',
  purchasedDate: '2026-11-25T08:00:00.000Z',
};

export const refusal = (status: number, code: string, data?: Record<string, unknown>) =>
  Response.json(
    { message: code, details: { applicationError: { code, description: code, ...(data ? { data } : {}) } } },
    { status },
  );

export type Answer = (body: unknown) => Response | Promise<Response>;

/**
 * Renders /checkout/ch-1 (with `search`); `complete` answers each payment, a null `checkout` is not this
 * browser's (404). Returns the requests sent.
 */
export function renderCheckout(
  complete: Answer,
  search = '',
  checkout: Record<string, unknown> | null = CHECKOUT,
  options: { config?: WebConfig; answers?: Record<string, Answer> } = {},
) {
  const tokens: Tokens = {
    accessToken: { value: 'access', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
    refreshToken: { value: 'refresh', role: 'visitor' },
  };
  const sent: { method: string; path: string; body: unknown }[] = [];
  const client = createClient({
    host: 'http://store.test',
    auth: OAuthStrategy({ clientId: 'web', tokens }),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      const body = request.method === 'GET' ? undefined : await request.json();
      sent.push({ method: request.method, path, body });
      if (path === '/ecom/v1/checkouts/ch-1' && request.method === 'GET')
        return checkout ? Response.json({ checkout }) : refusal(404, 'CHECKOUT_NOT_FOUND');
      if (path === '/ecom/v1/checkouts/ch-1' && request.method === 'PATCH')
        return Response.json({ checkout });
      if (path === '/ecom/v1/checkouts/ch-1/complete') return complete(body);
      const scripted = options.answers?.[path];
      if (scripted) return scripted(body);
      if (path === '/ecom/v1/orders/o-1') return Response.json({ order: ORDER });
      if (path === '/ecom/v1/carts/current') return refusal(404, 'OWNED_CART_NOT_FOUND');
      throw new Error(`unexpected request ${request.method} ${path}`);
    },
  });
  const location = memoryLocation({ path: `/checkout/ch-1${search}`, record: true });
  render(
    <App
      config={options.config ?? config}
      client={client}
      queryClient={createStoreQueryClient()}
      location={location.hook}
    />,
  );
  return { sent, location };
}

export async function typeCard(number: string) {
  const payment = await screen.findByRole('region', { name: 'Payment' }, { timeout: 5000 });
  fireEvent.change(within(payment).getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(within(payment).getByLabelText('Expiry (MM/YY)'), { target: { value: '12/30' } });
  fireEvent.change(within(payment).getByLabelText('Security code'), { target: { value: '123' } });
  fireEvent.change(within(payment).getByLabelText('Name on card'), { target: { value: 'Ann Lee' } });
}

export const completes = <T extends { path: string }>(sent: T[]) =>
  sent.filter((r) => r.path.endsWith('/complete'));
