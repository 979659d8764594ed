// @vitest-environment happy-dom
// The saved variant grid: which variants have their own price and which follow the product's, the product's new
// price shown at once after a product save (no reload), and an own price given up for the product's.
import { createClient, OAuthStrategy } from '@cartwright/client';
import type { Product } from '@cartwright/client/products';
import { createStoreQueryClient, productKeys, StoreProvider } from '@cartwright/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { VariantGrid } from './variant-grid.js';

afterEach(cleanup);

const SIZES = ['S', 'M', 'L'];

/** A store with one product: its price, and the prices its variants set themselves. */
function fakeStore() {
  const store = { price: 20, own: { L: 26 } as Record<string, number | undefined> };
  const sent: { method: string; path: string; body: unknown }[] = [];
  const json = (body: object) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const body = request.method === 'GET' ? undefined : await request.json();
    sent.push({ method: request.method, path, body });
    if (path.endsWith('/variants/query')) {
      return json({
        variants: SIZES.map((size) => ({
          id: `v-${size}`,
          choices: { Size: size },
          variant: { priceData: { price: store.own[size] ?? store.price }, sku: '', visible: true },
          stock: { trackQuantity: false, inStock: true },
        })),
        metadata: { items: 3, offset: 0 },
        totalResults: 3,
      });
    }
    if (path.endsWith('/variant-overrides')) {
      return json({
        variants: SIZES.map((size) => ({
          variantId: `v-${size}`,
          ...(store.own[size] === undefined ? {} : { price: store.own[size] }),
        })),
      });
    }
    if (path.endsWith('/variants') && request.method === 'PATCH') {
      for (const o of (body as { variants: { variantIds: string[]; price?: number | null }[] }).variants) {
        if (o.price !== undefined) store.own[o.variantIds[0]!.slice(2)] = o.price ?? undefined;
      }
      return json({ variants: [] });
    }
    return new Response('{}', { status: 404 });
  };
  return { store, sent, fetch };
}

function setup() {
  const server = fakeStore();
  const client = createClient({
    host: 'http://store.test',
    auth: OAuthStrategy({
      clientId: 'web',
      tokens: {
        accessToken: { value: 'access', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
        refreshToken: { value: 'refresh', role: 'visitor' },
      },
    }),
    fetch: server.fetch,
  });
  const queryClient = createStoreQueryClient();
  const product = (): Product => ({
    id: 'p-1',
    name: 'Tee',
    manageVariants: true,
    priceData: { price: server.store.price },
    stock: { trackInventory: false },
    productOptions: [{ name: 'Size', choices: SIZES.map((s) => ({ value: s, description: s })) }],
  });
  const view = render(
    <StoreProvider client={client} queryClient={queryClient}>
      <VariantGrid product={product()} />
    </StoreProvider>,
  );
  /** What the product editor's save does: the price changes, every catalog read is invalidated, the page re-renders. */
  const saveProductPrice = async (price: number) => {
    server.store.price = price;
    await act(async () => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
    });
    view.rerender(
      <StoreProvider client={client} queryClient={queryClient}>
        <VariantGrid product={product()} />
      </StoreProvider>,
    );
  };
  return { ...server, saveProductPrice };
}

const priceOf = (size: string) => screen.getByLabelText(`Price of Size: ${size}`) as HTMLInputElement;
const rowOf = (size: string) => screen.getByRole('row', { name: new RegExp(`^Size: ${size}\\b`) });

it("marks the variants with their own price and shows the product's price in the others", async () => {
  setup();
  await screen.findByLabelText('Price of Size: S');
  expect(priceOf('S').value).toBe('');
  expect(priceOf('S').placeholder).toBe('20');
  expect(within(rowOf('S')).getByText('Product price')).toBeTruthy();
  expect(priceOf('L').value).toBe('26');
  expect(within(rowOf('L')).getByText('Own price')).toBeTruthy();
  expect(within(rowOf('L')).queryByText('Product price')).toBeNull();
});

it("shows a new product price at once after the product's save, keeping own prices and unsaved edits", async () => {
  const { saveProductPrice } = setup();
  await screen.findByLabelText('Price of Size: S');
  fireEvent.change(screen.getByLabelText('SKU of Size: M'), { target: { value: 'TEE-M' } });
  await saveProductPrice(22);
  // The cell stays empty (the variant follows the product) and shows the new product price.
  expect(priceOf('S').value).toBe('');
  expect(priceOf('S').placeholder).toBe('22');
  expect(priceOf('M').placeholder).toBe('22');
  expect(priceOf('L').value).toBe('26');
  expect((screen.getByLabelText('SKU of Size: M') as HTMLInputElement).value).toBe('TEE-M');
});

it('gives an own price up for the product price: the save sends price null and the row follows the product', async () => {
  const { sent, saveProductPrice } = setup();
  await screen.findByLabelText('Price of Size: L');
  fireEvent.click(screen.getByRole('button', { name: 'Use the product price for Size: L' }));
  expect(priceOf('L').value).toBe('');
  expect(within(rowOf('L')).getByText('Product price')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Save variants' }));
  await screen.findByText('Saved 1 variant.');
  const patch = sent.find((s) => s.method === 'PATCH');
  expect(patch?.body).toMatchObject({ variants: [{ variantIds: ['v-L'], price: null }] });
  await saveProductPrice(24);
  expect(priceOf('L').value).toBe('');
  expect(priceOf('L').placeholder).toBe('24');
});
