// @vitest-environment happy-dom
// Tests of the product page body before the server's options-availability answer arrives: the pickers
// and the chosen variant come from the product's own variants. (The answered path runs end to end.)
import { createClient, OAuthStrategy } from '@cartwright/client';
import type { Product } from '@cartwright/client/products';
import { StoreProvider } from '@cartwright/react';
import { cleanup, fireEvent, render as renderInto, screen, within } from '@testing-library/react';
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { ProductDetails } from './product-details.js';

afterEach(cleanup);

/** A store whose answers never arrive, so every view shows the state before the answer. */
function inStore(ui: ReactElement) {
  const client = createClient({
    host: 'http://store.test',
    auth: OAuthStrategy({ clientId: 'web' }),
    fetch: () => new Promise<Response>(() => {}),
  });
  return <StoreProvider client={client}>{ui}</StoreProvider>;
}

const render = (ui: ReactElement) => renderInto(inStore(ui));

const price = (amount: number, discounted = amount) => ({
  price: amount,
  discountedPrice: discounted,
  formatted: { price: `€${amount}.00`, discountedPrice: `€${discounted}.00` },
});

const mug: Product = {
  id: 'p-1',
  name: 'Enamel Mug',
  priceData: price(20, 15),
  stock: { inventoryStatus: 'PARTIALLY_OUT_OF_STOCK' },
  productOptions: [
    { name: 'Size', optionType: 'drop_down', choices: [{ value: 'Small' }, { value: 'Large' }] },
    {
      name: 'Color',
      optionType: 'color',
      choices: [
        { value: '#ffffff', description: 'White' },
        { value: '#000000', description: 'Black' },
      ],
    },
  ],
  variants: [
    {
      id: 'v1',
      choices: { Size: 'Small', Color: 'White' },
      variant: { priceData: price(20, 15) },
      stock: { inStock: true },
    },
    {
      id: 'v2',
      choices: { Size: 'Small', Color: 'Black' },
      variant: { priceData: price(20, 15) },
      stock: { inStock: false },
    },
    {
      id: 'v3',
      choices: { Size: 'Large', Color: 'White' },
      variant: { priceData: price(28, 21) },
      stock: { trackQuantity: true, quantity: 3, inStock: true },
    },
    {
      id: 'v4',
      choices: { Size: 'Large', Color: 'Black' },
      variant: { priceData: price(28, 21) },
      stock: { inStock: true },
    },
  ],
};

it('says where the prices start until a choice is made, then the discounted price and the full one', () => {
  render(<ProductDetails product={mug} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Enamel Mug' })).toBeTruthy();
  expect(screen.getByText('From €15.00')).toBeTruthy();
  expect(screen.queryByRole('deletion')).toBeNull();
  expect(screen.getByText('Some options out of stock')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'Small' } });
  expect(screen.getByText('From €15.00')).toBeTruthy();
  fireEvent.click(screen.getByLabelText('White'));
  expect(screen.queryByText(/^From /)).toBeNull();
  expect(screen.getByRole('deletion').textContent).toContain('€20.00');
  expect(screen.getByRole('insertion').textContent).toContain('€15.00');
});

it('shows no "From" when every variant costs the same', () => {
  const same = mug.variants!.map((v) => ({ ...v, variant: { priceData: price(20, 15) } }));
  render(<ProductDetails product={{ ...mug, variants: same }} />);
  expect(screen.queryByText(/^From /)).toBeNull();
  expect(screen.getByRole('insertion').textContent).toContain('€15.00');
});

it('keeps Add to cart off until every option is chosen, and off for a choice out of stock', () => {
  render(<ProductDetails product={mug} />);
  const button = screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;
  expect(button.disabled).toBe(true);
  expect(button.getAttribute('aria-describedby')).toBeTruthy();
  expect(screen.getByText('Choose size and color to add this to your cart.')).toBeTruthy();

  fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'Small' } });
  expect(screen.getByText('Choose color to add this to your cart.')).toBeTruthy();
  fireEvent.click(screen.getByLabelText('Black (out of stock)'));
  expect(button.disabled).toBe(true);
  expect(screen.getByText('This choice cannot be bought right now.')).toBeTruthy();

  fireEvent.click(screen.getByLabelText('White'));
  expect(button.disabled).toBe(false);
  expect(button.getAttribute('aria-describedby')).toBeNull();
});

it('offers a product without options at once, unless it is out of stock', () => {
  const plain: Product = { id: 'p-2', name: 'Tote', priceData: price(20), stock: { inStock: true } };
  render(<ProductDetails product={plain} />);
  expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(false);
  cleanup();
  render(<ProductDetails product={{ ...plain, stock: { inventoryStatus: 'OUT_OF_STOCK' } }} />);
  expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true);
});

it('tells the stock of a product without options from the product itself', () => {
  const press: Product = { id: 'p-3', name: 'French Press', priceData: price(39), stock: { inStock: true } };
  render(<ProductDetails product={press} />);
  expect(screen.getByText('In stock')).toBeTruthy();
  expect(screen.queryByText('This combination is not available')).toBeNull();
  cleanup();
  render(
    <ProductDetails product={{ ...press, stock: { trackInventory: true, quantity: 4, inStock: true } }} />,
  );
  expect(screen.getByText('In stock: 4 left')).toBeTruthy();
  cleanup();
  render(
    <ProductDetails
      product={{ ...press, stock: { trackInventory: true, quantity: 0, inventoryStatus: 'OUT_OF_STOCK' } }}
    />,
  );
  expect(screen.getByText('Out of stock')).toBeTruthy();
  expect(screen.queryByText('This combination is not available')).toBeNull();
});

it('marks a choice out of stock once the other options make it so, and shows the chosen variant', () => {
  render(<ProductDetails product={mug} />);
  fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'Small' } });
  const colors = screen.getByRole('group', { name: 'Color' });
  expect(within(colors).getByLabelText('Black (out of stock)')).toBeTruthy();
  fireEvent.click(within(colors).getByLabelText('Black (out of stock)'));
  expect(screen.getByText('Out of stock')).toBeTruthy();

  fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'Large' } });
  fireEvent.click(within(screen.getByRole('group', { name: 'Color: Black' })).getByLabelText('White'));
  expect(screen.getByText('In stock: 3 left')).toBeTruthy();
  expect(screen.getByRole('insertion').textContent).toContain('€21.00');
});

it('keeps the quantity between 1 and the tracked stock of the chosen variant, and says so when more is asked', () => {
  render(<ProductDetails product={mug} />);
  fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'Large' } });
  fireEvent.click(screen.getByLabelText('White'));
  const quantity = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
  expect((screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(
    true,
  );
  expect(screen.queryByText(/in stock —/)).toBeNull();
  fireEvent.change(quantity, { target: { value: '10' } });
  expect(quantity.value).toBe('3');
  expect(screen.getByText('Only 3 in stock — you can add up to 3.')).toBeTruthy();
  expect(quantity.getAttribute('aria-describedby')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(
    true,
  );
  fireEvent.change(quantity, { target: { value: 'abc' } });
  expect(quantity.value).toBe('1');
  expect(screen.queryByText(/in stock —/)).toBeNull();
});

it('says when there are no images', () => {
  render(<ProductDetails product={mug} />);
  expect(screen.getByText('No images for this product yet.')).toBeTruthy();
});

it('shows the main image first and switches it from the thumbnails', () => {
  const image = (n: number) => ({
    id: `m${n}`,
    mediaType: 'image' as const,
    image: { url: `/media/${n}.png`, width: 800, height: 800, altText: `Mug view ${n}` },
    thumbnail: { url: `/media/${n}-thumb.png`, width: 64, height: 64 },
  });
  render(
    <ProductDetails product={{ ...mug, media: { mainMedia: image(1), items: [image(1), image(2)] } }} />,
  );
  const gallery = screen.getByRole('region', { name: 'Product images' });
  expect(within(gallery).getByRole('img', { name: 'Mug view 1' })).toBeTruthy();
  const second = within(gallery).getByRole('button', { name: 'Show image 2 of 2' });
  fireEvent.click(second);
  expect(second.getAttribute('aria-pressed')).toBe('true');
  expect(within(gallery).getByRole('img', { name: 'Mug view 2' }).getAttribute('src')).toBe('/media/2.png');
});

it('keeps the choices and quantity a shopper made on the server-rendered page before it hydrated', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(inStore(<ProductDetails product={mug} />));
  const dom = within(container);
  const size = dom.getByLabelText('Size') as HTMLSelectElement;
  size.value = 'Large';
  (dom.getByLabelText('White') as HTMLInputElement).checked = true;
  (dom.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value = '2';
  const root = await act(async () => hydrateRoot(container, inStore(<ProductDetails product={mug} />)));
  const button = dom.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;
  expect(button.disabled).toBe(false);
  expect(size.value).toBe('Large');
  expect(dom.getByText('In stock: 3 left')).toBeTruthy();
  expect((dom.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2');
  act(() => root.unmount());
  container.remove();
});

it('draws colour swatches without inline styles, which the page policy blocks', () => {
  const html = renderToString(inStore(<ProductDetails product={mug} />));
  expect(html).not.toMatch(/ style="/);
  expect(html).toContain('fill="#000000"');
});

it('serves the cart and stepper buttons off, and turns them on once the page hydrates', async () => {
  const tote: Product = { id: 'p-4', name: 'Tote', priceData: price(20), stock: { inStock: true } };
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(inStore(<ProductDetails product={tote} />));
  const dom = within(container);
  const button = () => dom.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;
  const more = () => dom.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
  expect([button().disabled, more().disabled]).toEqual([true, true]);
  const root = await act(async () => hydrateRoot(container, inStore(<ProductDetails product={tote} />)));
  expect([button().disabled, more().disabled]).toEqual([false, false]);
  act(() => root.unmount());
  container.remove();
});
