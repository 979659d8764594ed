// @vitest-environment happy-dom
// Tests of the hosted checkout page with scripted store answers: it starts from the checkout's details, a double
// click on Pay sends one payment, a decline keeps the form, out of stock names the line with the way back to the
// cart, success follows the redirect session's thank-you address, a pickup asks only who collects it, and a
// checkout this browser may not open leads back to the cart.
import { createClient, OAuthStrategy, type Tokens } from '@cartwright/client';
import { createStoreQueryClient } from '@cartwright/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../app/app.js';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const config = { storeName: 'Acme Goods', clientId: 'web', currency: 'USD' };
const money = (amount: string) => ({ amount, formattedAmount: `$${amount}` });

const CHECKOUT = {
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

const ORDER = {
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

const refusal = (status: number, code: string, data?: Record<string, unknown>) =>
  Response.json(
    { message: code, details: { applicationError: { code, description: code, ...(data ? { data } : {}) } } },
    { status },
  );

type Answer = (body: unknown) => Response | Promise<Response>;

/**
 * Renders /checkout/ch-1 (with `search`); `complete` answers each payment, a null `checkout` is not this
 * browser's (404). Returns the requests sent.
 */
function renderCheckout(complete: Answer, search = '', checkout: Record<string, unknown> | null = CHECKOUT) {
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
      if (path === '/ecom/v1/orders/o-1') return Response.json({ order: ORDER });
      if (path === '/ecom/v1/carts/current') return refusal(404, 'OWNED_CART_NOT_FOUND');
      throw new Error(`unexpected request ${request.method} ${path}`);
    },
  });
  const location = memoryLocation({ path: `/checkout/ch-1${search}`, record: true });
  render(
    <App config={config} client={client} queryClient={createStoreQueryClient()} location={location.hook} />,
  );
  return { sent, location };
}

async function typeCard(number: string) {
  const payment = await screen.findByRole('region', { name: 'Payment' }, { timeout: 5000 });
  fireEvent.change(within(payment).getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(within(payment).getByLabelText('Expiry (MM/YY)'), { target: { value: '12/30' } });
  fireEvent.change(within(payment).getByLabelText('Security code'), { target: { value: '123' } });
  fireEvent.change(within(payment).getByLabelText('Name on card'), { target: { value: 'Ann Lee' } });
}

const completes = <T extends { path: string }>(sent: T[]) => sent.filter((r) => r.path.endsWith('/complete'));

it('starts from the checkout’s details and sends one payment for a double click', async () => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const { sent, location } = renderCheckout(async () => {
    await held;
    return Response.json({ order: ORDER });
  });
  const contact = await screen.findByRole('region', { name: 'Contact and recipient' }, { timeout: 5000 });
  expect((within(contact).getByLabelText('E-mail') as HTMLInputElement).value).toBe('ann@example.com');
  expect((within(contact).getByLabelText('Street and number') as HTMLInputElement).value).toBe('1 Market St');
  await typeCard('4242 4242 4242 4242');
  const pay = screen.getByRole('button', { name: 'Pay $15.02' });
  fireEvent.click(pay);
  fireEvent.click(pay);
  expect(await screen.findByRole('button', { name: 'Processing…' })).toHaveProperty('disabled', true);
  fireEvent.click(screen.getByRole('button', { name: 'Processing…' }));
  release();
  // The order's recipient is not in the scripted order: the page thanks without a name.
  await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' }, { timeout: 5000 });
  expect(completes(sent)).toHaveLength(1);
  expect(completes(sent)[0]?.body).toMatchObject({
    payment: {
      method: 'CARD',
      card: { number: '4242424242424242', expiry: '12/30', cvc: '123', holderName: 'Ann Lee' },
    },
  });
  // The details were kept with the checkout first, billing the same as shipping.
  const patch = sent.find((r) => r.method === 'PATCH');
  expect(patch?.body).toMatchObject({
    checkout: { buyerInfo: { email: 'ann@example.com' }, billingSameAsShipping: true },
  });
  expect(location.history.at(-1)).toBe('/thank-you/o-1');
});

it('says a card was declined and keeps everything typed', async () => {
  const { sent } = renderCheckout(() => refusal(402, 'PAYMENT_DECLINED'));
  await typeCard('4000 0000 0000 0002');
  fireEvent.click(screen.getByRole('button', { name: 'Pay $15.02' }));
  expect((await screen.findByRole('alert')).textContent).toMatch(/Your card was declined/);
  expect((screen.getByLabelText('Name on card') as HTMLInputElement).value).toBe('Ann Lee');
  expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4000 0000 0000 0002');
  expect(screen.getByRole('button', { name: 'Pay $15.02' })).toHaveProperty('disabled', false);
  expect(completes(sent)).toHaveLength(1);
});

it('names the line out of stock and leads back to the session’s cart page', async () => {
  const cartPageUrl = 'https://shop.example/cart';
  renderCheckout(
    () =>
      refusal(409, 'OUT_OF_STOCK', { lineItems: [{ id: 'l1', productName: 'Paper Filters', available: 1 }] }),
    `?cartPageUrl=${encodeURIComponent(cartPageUrl)}`,
  );
  await typeCard('4242 4242 4242 4242');
  fireEvent.click(screen.getByRole('button', { name: 'Pay $15.02' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Paper Filters: only 1 left');
  expect(within(alert).getByRole('link', { name: 'Back to your cart' }).getAttribute('href')).toBe(
    cartPageUrl,
  );
});

it('checks the card before sending anything', async () => {
  const { sent } = renderCheckout(() => Response.json({ order: ORDER }));
  await typeCard('4242 4242 4242 4241');
  fireEvent.click(screen.getByRole('button', { name: 'Pay $15.02' }));
  expect(await screen.findByText('Check the card number: it is not a valid card number.')).toBeTruthy();
  expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
});

it('opens the redirect session’s thank-you page with the order id', async () => {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  renderCheckout(
    () => Response.json({ order: ORDER }),
    `?thankYouPageUrl=${encodeURIComponent('https://shop.example/thanks')}`,
  );
  await typeCard('4242 4242 4242 4242');
  fireEvent.click(screen.getByRole('button', { name: 'Pay $15.02' }));
  await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://shop.example/thanks?orderId=o-1'));
});

it('places an offline order without a card', async () => {
  const { sent, location } = renderCheckout(() =>
    Response.json({ order: { ...ORDER, paymentStatus: 'NOT_PAID' } }),
  );
  const payment = await screen.findByRole('region', { name: 'Payment' }, { timeout: 5000 });
  fireEvent.click(within(payment).getByRole('radio', { name: /Pay offline/ }));
  expect(within(payment).queryByLabelText('Card number')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
  await vi.waitFor(() => expect(location.history.at(-1)).toBe('/thank-you/o-1'));
  expect(completes(sent)[0]?.body).toMatchObject({ payment: { method: 'OFFLINE' } });
});

it('leads a checkout already paid to its order instead of a second payment', async () => {
  renderCheckout(() => Response.json({ order: ORDER }), '', { ...CHECKOUT, completed: true, orderId: 'o-1' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Your order is placed' }, { timeout: 5000 }),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'See your order' }).getAttribute('href')).toBe('/thank-you/o-1');
  expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
});

const PORTLAND = {
  country: 'US',
  subdivision: 'US-OR',
  city: 'Portland',
  postalCode: '97209',
  addressLine: '1200 NW Marshall St',
};
const PICKUP_OPTION = {
  code: 'store-pickup',
  title: 'Pick up at our Portland shop',
  cost: { price: money('0') },
  logistics: { pickupDetails: { address: PORTLAND, pickupMethod: 'STORE_PICKUP' } },
};
const PICKUP = {
  ...CHECKOUT,
  shippingInfo: {
    ...CHECKOUT.shippingInfo,
    selectedCarrierServiceOption: PICKUP_OPTION,
    carrierServiceOptions: [{ carrierId: 'c1', shippingOptions: [PICKUP_OPTION] }],
  },
};

it('asks a pickup only who collects it, shows the shop, and needs a billing address of its own', async () => {
  const { sent, location } = renderCheckout(() => Response.json({ order: ORDER }), '', PICKUP);
  const contact = await screen.findByRole('region', { name: 'Contact and collector' }, { timeout: 5000 });
  expect(within(contact).queryByLabelText('Street and number')).toBeNull();
  expect(within(contact).queryByLabelText(/^City/)).toBeNull();
  expect(within(contact).getByLabelText('Phone (optional)')).toBeTruthy();
  expect(within(contact).getByText('1200 NW Marshall St')).toBeTruthy();
  const billing = screen.getByRole('region', { name: 'Billing address' });
  expect(within(billing).queryByRole('checkbox')).toBeNull();
  await typeCard('4242 4242 4242 4242');
  fireEvent.click(screen.getByRole('button', { name: 'Pay $15.02' }));
  // The billing address is empty: nothing is sent, the first field to fix has the focus.
  expect(await within(billing).findByText('Enter the street and number.')).toBeTruthy();
  expect(document.activeElement).toBe(within(billing).getByLabelText('First name'));
  expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
  const type = (label: string | RegExp, value: string) =>
    fireEvent.change(within(billing).getByLabelText(label), { target: { value } });
  type('First name', 'Ann');
  type('Last name', 'Lee');
  expect(within(billing).getByText('Choose a country.')).toBeTruthy();
  type('Street and number', '1 Market St');
  // An edited field's message goes at once; the others wait for the next Pay.
  expect(within(billing).queryByText('Enter the street and number.')).toBeNull();
  expect(within(billing).getByText('Choose a country.')).toBeTruthy();
  type('City', 'San Francisco');
  type('Country', 'US');
  expect(within(billing).queryByText('Choose a country.')).toBeNull();
  type('State', 'CA');
  type('ZIP code', '94103');
  fireEvent.click(screen.getByRole('button', { name: 'Pay $15.02' }));
  await vi.waitFor(() => expect(location.history.at(-1)).toBe('/thank-you/o-1'));
  // The collector goes on the estimated destination without the street the checkout had.
  expect(sent.find((r) => r.method === 'PATCH')?.body).toEqual({
    id: 'ch-1',
    checkout: {
      buyerInfo: { email: 'ann@example.com' },
      shippingInfo: {
        shippingDestination: {
          address: { country: 'US', subdivision: 'US-CA', postalCode: '94103' },
          contactDetails: { firstName: 'Ann', lastName: 'Lee' },
        },
      },
      billingSameAsShipping: false,
      billingInfo: {
        address: {
          country: 'US',
          subdivision: 'US-CA',
          postalCode: '94103',
          addressLine: '1 Market St',
          city: 'San Francisco',
        },
        contactDetails: { firstName: 'Ann', lastName: 'Lee' },
      },
    },
  });
  expect(completes(sent)).toHaveLength(1);
});

it('leads a checkout this browser may not open back to the cart, without the error screen', async () => {
  const { sent } = renderCheckout(() => Response.json({ order: ORDER }), '', null);
  expect(
    await screen.findByRole(
      'heading',
      { level: 1, name: 'This checkout is not open here' },
      { timeout: 5000 },
    ),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to your cart' }).getAttribute('href')).toBe('/cart');
  expect(screen.queryByText('Something went wrong')).toBeNull();
  expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
  expect(completes(sent)).toHaveLength(0);
});
