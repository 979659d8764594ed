// @vitest-environment happy-dom
// The product page's back-in-stock form: shown for an out-of-stock product or chosen variant only, it sends the
// product and variant with the address, says when the address must confirm the request, and when it is on the
// list already.
import { createClient, OAuthStrategy } from '@cartwright/client';
import type { Product } from '@cartwright/client/products';
import { StoreProvider } from '@cartwright/react';
import { cleanup, fireEvent, render as renderInto, screen, within } from '@testing-library/react';
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { BackInStockForm } from './back-in-stock-form.js';
import { ProductDetails } from './product-details.js';

afterEach(cleanup);

const sent: { path: string; body: unknown }[] = [];

/** `ui` in a store that answers the token and back-in-stock calls with `answer`, and nothing else. */
function inStore(ui: ReactElement, answer: { status: number; body: unknown }) {
  sent.length = 0;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const client = createClient({
    host: 'http://store.test',
    auth: OAuthStrategy({ clientId: 'web' }),
    fetch: async (input: string | URL | Request, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      if (path === '/oauth2/token') {
        return json(200, {
          access_token: 'visitor',
          refresh_token: 'r',
          expires_in: 3600,
          token_type: 'Bearer',
        });
      }
      if (path === '/cartwright/v1/back-in-stock-requests') {
        sent.push({ path, body: JSON.parse(String(init?.body)) });
        return json(answer.status, answer.body);
      }
      return new Promise<Response>(() => {});
    },
  });
  return <StoreProvider client={client}>{ui}</StoreProvider>;
}

const render = (ui: ReactElement, answer: { status: number; body: unknown }) =>
  renderInto(inStore(ui, answer));

const price = { price: 16, discountedPrice: 16, formatted: { price: '$16.00', discountedPrice: '$16.00' } };
const decaf: Product = {
  id: 'p-decaf',
  name: 'Decaf',
  priceData: price,
  stock: { inStock: false, inventoryStatus: 'OUT_OF_STOCK' },
};
const tee: Product = {
  id: 'p-tee',
  name: 'Tee',
  priceData: price,
  stock: { inventoryStatus: 'PARTIALLY_OUT_OF_STOCK' },
  productOptions: [{ name: 'Size', optionType: 'drop_down', choices: [{ value: 'S' }, { value: 'M' }] }],
  variants: [
    { id: 'v-s', choices: { Size: 'S' }, variant: { priceData: price }, stock: { inStock: true } },
    { id: 'v-m', choices: { Size: 'M' }, variant: { priceData: price }, stock: { inStock: false } },
  ],
};

const received = (email: string, confirmed = true) => ({
  status: 200,
  body: { request: { id: 'r-1', email, status: 'RECEIVED', itemName: 'Decaf', confirmed } },
});

it('asks for an out-of-stock product with the address given', async () => {
  render(<ProductDetails product={decaf} />, received('ada@example.com'));
  expect(screen.queryByText(/all 0 are in your cart/)).toBeNull();
  const form = await screen.findByRole('form', { name: "Tell me when it's back" });
  fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: ' ada@example.com ' } });
  fireEvent.click(within(form).getByRole('button', { name: "Email me when it's back" }));
  expect(await screen.findByRole('status')).toHaveProperty(
    'textContent',
    'Thanks! We will e-mail ada@example.com when it is back in stock.',
  );
  expect(sent).toEqual([
    {
      path: '/cartwright/v1/back-in-stock-requests',
      body: { catalogReference: { catalogItemId: 'p-decaf' }, email: 'ada@example.com' },
    },
  ]);
});

it('asks an address that is not yet confirmed to confirm the request from its inbox', async () => {
  render(<ProductDetails product={decaf} />, received('grace@example.com', false));
  const form = await screen.findByRole('form', { name: "Tell me when it's back" });
  fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'grace@example.com' } });
  fireEvent.click(within(form).getByRole('button', { name: "Email me when it's back" }));
  expect((await screen.findByRole('status')).textContent).toBe(
    'Thanks! We sent a link to grace@example.com: confirm it there, and we will e-mail you when it is back in stock.',
  );
});

it('is offered for an out-of-stock variant once chosen, naming the variant, and not for one in stock', async () => {
  render(<ProductDetails product={tee} />, received('ada@example.com'));
  expect(screen.queryByRole('form', { name: "Tell me when it's back" })).toBeNull();
  fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'S' } });
  expect(screen.queryByRole('form', { name: "Tell me when it's back" })).toBeNull();
  fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'M' } });
  const form = await screen.findByRole('form', { name: "Tell me when it's back" });
  fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
  fireEvent.click(within(form).getByRole('button', { name: "Email me when it's back" }));
  await screen.findByText(/Thanks!/);
  expect(sent[0]!.body).toEqual({
    catalogReference: { catalogItemId: 'p-tee', options: { variantId: 'v-m' } },
    email: 'ada@example.com',
  });
});

it('says so when the address is already on the list, and shows other refusals', async () => {
  const exists = {
    status: 409,
    body: {
      message: 'on the list',
      details: { applicationError: { code: 'BACK_IN_STOCK_REQUEST_EXISTS', description: 'on the list' } },
    },
  };
  render(<ProductDetails product={decaf} />, exists);
  const form = await screen.findByRole('form', { name: "Tell me when it's back" });
  fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
  fireEvent.click(within(form).getByRole('button', { name: "Email me when it's back" }));
  expect((await screen.findByRole('status')).textContent).toBe(
    'ada@example.com is already on the list for this item: we will write when it is back.',
  );
  cleanup();

  const inStock = {
    status: 409,
    body: {
      message: 'in stock',
      details: { applicationError: { code: 'ITEM_IN_STOCK', description: 'It is in stock' } },
    },
  };
  render(<ProductDetails product={decaf} />, inStock);
  const again = await screen.findByRole('form', { name: "Tell me when it's back" });
  fireEvent.change(within(again).getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
  fireEvent.click(within(again).getByRole('button', { name: "Email me when it's back" }));
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Could not save your request: It is in stock',
  );
});

it('serves its button off, and sends the address typed before the page hydrated', async () => {
  const answer = received('early@example.com');
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(inStore(<BackInStockForm product={decaf} selection={{}} />, answer));
  const form = within(container);
  const button = () => form.getByRole('button', { name: "Email me when it's back" }) as HTMLButtonElement;
  expect(button().disabled).toBe(true);
  (form.getByLabelText('E-mail') as HTMLInputElement).value = 'early@example.com';
  const root = await act(async () =>
    hydrateRoot(container, inStore(<BackInStockForm product={decaf} selection={{}} />, answer)),
  );
  expect(button().disabled).toBe(false);
  await act(async () => fireEvent.click(button()));
  expect(await form.findByRole('status')).toHaveProperty(
    'textContent',
    'Thanks! We will e-mail early@example.com when it is back in stock.',
  );
  expect(sent.map((s) => (s.body as { email: string }).email)).toEqual(['early@example.com']);
  act(() => root.unmount());
  container.remove();
});
