// End to end: a shopper browses the storefront of a real store seeded through the admin API: filters by
// price and stock, sorts, opens a product, picks options and sees its price and stock.
//
// The admin API key comes from the `cartwright api-key create` CLI, which needs the data directory to
// itself; the config's shared server holds that directory's lock from before any spec runs. So this spec
// starts its own store: it creates the key in a fresh data directory first, then starts the built server
// on that directory, and seeds its products over HTTP with the key, as any admin tool would.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { freePort } from './support/own-store.js';

const cli = fileURLToPath(new URL('../../../packages/server/dist/cli/main.js', import.meta.url));

/** Products the shopper browses; the shirt has options and a 25% discount, the scarf is out of stock. */
const catalog = [
  {
    name: 'Zz Linen Shirt',
    priceData: { price: 60 },
    discount: { type: 'PERCENT', value: 25 },
    manageVariants: true,
    productOptions: [
      {
        name: 'Size',
        optionType: 'drop_down',
        choices: [{ value: 'S' }, { value: 'M' }, { value: 'L' }],
      },
      {
        name: 'Color',
        optionType: 'color',
        choices: [
          { value: '#c0392b', description: 'Red' },
          { value: '#1f3a93', description: 'Navy' },
        ],
      },
    ],
  },
  { name: 'Zz Canvas Tote', priceData: { price: 20 } },
  { name: 'Zz Wool Scarf', priceData: { price: 35 }, stock: { inStock: false } },
  { name: 'Zz Silk Tie', priceData: { price: 90 } },
  { name: 'Zz Cotton Socks', priceData: { price: 8 } },
];

async function waitForHealth(origin: string, store: ChildProcess, log: () => string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (store.exitCode !== null) throw new Error(`The store exited with code ${store.exitCode}:\n${log()}`);
    const healthy = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The store did not become healthy:\n${log()}`);
}

test.describe.configure({ mode: 'serial' });

let dataDir: string;
let store: ChildProcess | undefined;
let origin: string;
/** Where the shirt's two images are served. */
const imageUrls: string[] = [];

test.beforeAll(async () => {
  // A fresh embedded database takes seconds to create, once for the key and once more to start.
  test.setTimeout(240_000);
  dataDir = await mkdtemp(join(tmpdir(), 'cartwright-e2e-storefront-'));
  const { stdout } = await promisify(execFile)(process.execPath, [
    cli,
    'api-key',
    'create',
    '--name',
    'e2e storefront',
    '--data-dir',
    dataDir,
    '--json',
  ]);
  const { apiKey } = JSON.parse(stdout) as { apiKey: string };
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  store = spawn(
    process.execPath,
    [cli, 'start', '--port', String(port), '--host', '127.0.0.1', '--data-dir', dataDir],
    { env: { ...process.env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // Kept for failure messages only: the first start prints the demo owner's password there.
  let log = '';
  store.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  await waitForHealth(origin, store, () => log);
  const admin = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { authorization: apiKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json();
  };
  const ids: string[] = [];
  for (const product of catalog)
    ids.push((await admin('POST', '/stores/v1/products', { product })).product.id);
  const accessories = await admin('POST', '/stores/v1/collections', {
    collection: { name: 'Aa Accessories', description: 'Bags, scarves and ties.' },
  });
  await admin('POST', `/stores/v1/collections/${accessories.collection.id}/productIds`, {
    productIds: [ids[1], ids[2], ids[3]],
  });
  // Two uploaded images for the shirt; the second one also shows the navy choice.
  const svg = (fill: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="${fill}"/></svg>`;
  for (const fill of ['#c0392b', '#1f3a93']) {
    const form = new FormData();
    form.set('file', new Blob([svg(fill)], { type: 'image/svg+xml' }), 'shirt.svg');
    const response = await fetch(`${origin}/cartwright/v1/media`, {
      method: 'POST',
      headers: { authorization: apiKey },
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    imageUrls.push((await response.json()).media.url);
  }
  await admin('POST', `/stores/v1/products/${ids[0]}/media`, { media: imageUrls.map((url) => ({ url })) });
  const shirt = await (await fetch(`${origin}/stores-reader/v1/products/${ids[0]}`)).json();
  await admin('PATCH', `/stores/v1/products/${ids[0]}/choices/media`, {
    media: [{ option: 'Color', choice: 'Navy', mediaIds: [shirt.product.media.items[1].id] }],
  });
  // The shirt's variants: large costs more, large red is sold out, medium navy has three left.
  await admin('PATCH', `/stores/v1/products/${ids[0]}/variants`, {
    variants: [
      { choices: { Size: 'L', Color: 'Navy' }, price: 70 },
      { choices: { Size: 'L', Color: 'Red' }, price: 70, stock: { inStock: false } },
      { choices: { Size: 'M', Color: 'Navy' }, stock: { trackQuantity: true, quantity: 3 } },
    ],
  });
});

test.afterAll(async () => {
  if (store && store.exitCode === null) {
    const exited = new Promise((resolve) => store!.once('exit', resolve));
    store.kill('SIGTERM');
    await exited;
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('a shopper filters by price and stock, sorts, opens a product and picks its options', async ({
  page,
}) => {
  await page.goto(`${origin}/`);
  const newest = page.getByRole('list', { name: 'Newest products' });
  // The newest product first (a demo catalog, when the store has one, is older than these).
  await expect(newest.getByRole('heading').first()).toHaveText('Zz Cotton Socks');

  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  const count = page.getByRole('status');
  await expect(count).toHaveText(/^(Showing 1–\d+ of )?\d+ products\.$/);

  const filters = page.getByRole('search', { name: 'Filter products' });
  // Search is by word in any case, ranked by how well each product matches.
  await filters.getByLabel('Search').fill('zz');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(count).toHaveText('5 products.');
  // The range is of the prices shown: the shirt sells at 45 (60 before its discount).
  await filters.getByLabel('Minimum price').fill('15');
  await filters.getByLabel('Maximum price').fill('50');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(count).toHaveText('3 products.');
  const results = page.getByRole('list', { name: 'Products' });
  // Ranked: every name starts with "zz", so the closest whole name comes first (the shortest, by trigrams).
  await expect(results.getByRole('heading')).toHaveText([
    'Zz Wool Scarf',
    'Zz Canvas Tote',
    'Zz Linen Shirt',
  ]);
  await expect(results.getByRole('listitem').filter({ hasText: 'Zz Wool Scarf' })).toContainText(
    'Out of stock',
  );

  // In stock only is the server's stock filter: the count and the pages hold in-stock products only.
  await filters.getByLabel('In stock only').check();
  await expect(count).toHaveText('2 products.');
  await expect(results.getByRole('heading')).toHaveText(['Zz Canvas Tote', 'Zz Linen Shirt']);

  await filters.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
  await expect(results.getByRole('heading')).toHaveText(['Zz Linen Shirt', 'Zz Canvas Tote']);
  await expect(page).toHaveURL(/\/products\?q=zz&min=15&max=50&inStock=1&sort=price-desc$/);

  // The view is a link: reloading it shows the same filtered, sorted results.
  await page.reload();
  await expect(results.getByRole('heading')).toHaveText(['Zz Linen Shirt', 'Zz Canvas Tote']);
  await expect(filters.getByLabel('Minimum price')).toHaveValue('15');
  await expect(filters.getByLabel('In stock only')).toBeChecked();

  await results.getByRole('link', { name: 'Zz Linen Shirt' }).click();
  await expect(page).toHaveURL(/\/product-page\/zz-linen-shirt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zz Linen Shirt' })).toBeVisible();
  const price = page.locator('.product-price');
  // Its sizes cost 60 and 70 before the 25% off: until a choice is made the page says where prices start.
  await expect(price).toHaveText('From $45.00');

  const gallery = page.getByRole('region', { name: 'Product images' });
  const mainImage = gallery.locator('.gallery-main');
  await expect(mainImage).toHaveAttribute('src', imageUrls[0]!);
  await expect.poll(() => mainImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  await gallery.getByRole('button', { name: 'Show image 2 of 2' }).click();
  await expect(gallery.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(mainImage).toHaveAttribute('src', imageUrls[1]!);

  const stock = page.locator('.product-details .stock-state');
  await expect(stock).toHaveText('Some options out of stock');

  // Which choices remain is the server's options-availability answer for the current selection.
  const size = page.getByRole('combobox', { name: 'Size' });
  const answered = page.waitForResponse(
    (r) =>
      r.url().endsWith('/productOptionsAvailability') && r.request().postDataJSON()?.options?.Size === 'L',
  );
  await size.selectOption('L');
  expect((await answered).status()).toBe(200);
  const colors = page.getByRole('group', { name: 'Color' });
  await expect(colors.getByLabel('Red (out of stock)')).toBeVisible();
  await colors.getByLabel('Red (out of stock)').check();
  await expect(stock).toHaveText('Out of stock');
  await expect(price.locator('del')).toContainText('70');
  await expect(price.locator('ins')).toContainText('52.5');

  await size.selectOption('M');
  await expect(colors.getByLabel('Red', { exact: true })).toBeVisible();
  await colors.getByLabel('Navy').check();
  await expect(page.getByRole('group', { name: 'Color: Navy' })).toBeVisible();
  // The navy choice has its own image: the gallery shows just that one.
  await expect(mainImage).toHaveAttribute('src', imageUrls[1]!);
  await expect(gallery.getByRole('button')).toHaveCount(0);
  await expect(stock).toHaveText('In stock: 3 left');
  await expect(price.locator('ins')).toContainText('45');

  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue('2');
  await quantity.fill('9');
  await expect(quantity).toHaveValue('3');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
});

test('a shopper opens a collection from the home page and sees only its products', async ({ page }) => {
  await page.goto(`${origin}/`);
  await page
    .getByRole('region', { name: 'Collections' })
    .getByRole('link', { name: 'Aa Accessories' })
    .click();
  await expect(page).toHaveURL(/\/collections\/aa-accessories$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aa Accessories' })).toBeVisible();
  await expect(page.getByText('Bags, scarves and ties.')).toBeVisible();
  const results = page.getByRole('list', { name: 'Products in Aa Accessories' });
  await expect(results.getByRole('heading')).toHaveText(['Zz Silk Tie', 'Zz Wool Scarf', 'Zz Canvas Tote']);
  await page.getByLabel('Sort by').selectOption({ label: 'Name: A to Z' });
  await expect(results.getByRole('heading')).toHaveText(['Zz Canvas Tote', 'Zz Silk Tie', 'Zz Wool Scarf']);
  await expect(page).toHaveURL(/\/collections\/aa-accessories\?sort=name$/);
});

test('the default All Products collection lists the whole store', async ({ page }) => {
  await page.goto(`${origin}/collections/all-products?q=Zz&sort=name`);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products in All Products' }).getByRole('heading')).toHaveText([
    'Zz Canvas Tote',
    'Zz Cotton Socks',
    'Zz Linen Shirt',
    'Zz Silk Tie',
    'Zz Wool Scarf',
  ]);
});

test('an unknown product slug says so and links back to the products', async ({ page }) => {
  await page.goto(`${origin}/product-page/no-such-thing`);
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse all products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
});
