// @vitest-environment happy-dom
// Tests of the hosted checkout page with scripted store answers: it starts from the checkout's details, a double
// click on Pay sends one payment, a decline keeps the form, out of stock names the line with the way back to the
// cart, success follows the redirect session's thank-you address, a pickup asks only who collects it, and a
// checkout this browser may not open leads back to the cart.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CHECKOUT, completes, money, ORDER, refusal, renderCheckout, typeCard } from './checkout-test-kit.js';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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

it('asks no billing address for a pickup paid offline, at the shop', async () => {
  const { sent, location } = renderCheckout(() => Response.json({ order: ORDER }), '', PICKUP);
  await screen.findByRole('region', { name: 'Contact and collector' }, { timeout: 5000 });
  expect(screen.getByRole('region', { name: 'Billing address' })).toBeTruthy();
  fireEvent.click(screen.getByRole('radio', { name: /Pay offline/ }));
  expect(screen.queryByRole('region', { name: 'Billing address' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
  await vi.waitFor(() => expect(location.history.at(-1)).toBe('/thank-you/o-1'));
  const patched = sent.find((r) => r.method === 'PATCH')?.body as { checkout: Record<string, unknown> };
  expect(patched.checkout).toMatchObject({ billingSameAsShipping: true });
  expect(patched.checkout).not.toHaveProperty('billingInfo');
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
