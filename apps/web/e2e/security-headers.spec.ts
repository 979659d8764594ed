// End to end: the pages' security headers in Chromium. A page on another origin cannot frame the admin,
// and the app runs under its Content-Security-Policy with a clean console.
import { createServer, type Server } from 'node:http';
import { expect, type Page, test } from '@playwright/test';

/** A shopper without a cart yet: the wire answers 404 for the current cart, and the app shows an empty one. */
const NO_CART_YET = /\/ecom\/v1\/carts\/current$/;

/** Console errors and warnings, failed requests, page errors and CSP violations seen from now on. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Failed requests are checked below by their URL, which the console line does not name.
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    const expected = response.status() === 404 && NO_CART_YET.test(response.url());
    if (response.status() >= 400 && !expected) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.exposeFunction('reportViolation', (text: string) => problems.push(`CSP: ${text}`));
  // Init scripts come from the browser's tooling, not the page, so the policy under test does not block them.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return problems;
}

test('every page of the app carries the policy: no inline script, no framing, no sniffing', async ({
  request,
}) => {
  for (const path of ['/', '/admin', '/cart']) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['permissions-policy']).toContain('camera=()');
    // Served over plain HTTP here, so no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined();
  }
  const api = await request.get('/cartwright/v1/web-config');
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
});

test.describe('a page on another origin', () => {
  let foreign: Server;
  let foreignOrigin = '';

  test.beforeAll(async ({ baseURL }) => {
    foreign = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>Elsewhere</title><h1>Elsewhere</h1>` +
          `<iframe id="framed" title="Framed admin" src="${baseURL}/admin/login" width="600" height="400"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    const address = foreign.address();
    if (address === null || typeof address === 'string') throw new Error('The foreign page did not listen');
    foreignOrigin = `http://127.0.0.1:${address.port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => foreign.close(() => resolve())));

  test('cannot frame the admin: the browser refuses and the frame shows nothing of it', async ({
    page,
    baseURL,
  }) => {
    const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
    await page.goto(foreignOrigin);
    await expect(page.getByRole('heading', { name: 'Elsewhere' })).toBeVisible();
    const refusal = (await refused).text();
    expect(refusal).toContain(`'${baseURL}/'`);
    expect(refusal).toContain(`"frame-ancestors 'none'"`);
    const framed = page.frameLocator('#framed');
    await expect(framed.locator('body')).not.toContainText('Store admin sign-in');
    await expect(framed.getByRole('textbox')).toHaveCount(0);
    // The frame ended on the browser's error page, not on the admin.
    const child = page.frames().find((frame) => frame !== page.mainFrame());
    expect(child?.url()).not.toContain('/admin');
  });
});

test('the storefront and the admin sign-in run under the policy with a clean console', async ({ page }) => {
  const problems = await watchProblems(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  const first = page.getByRole('list', { name: 'Products' }).getByRole('link').first();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Store admin sign-in' })).toBeVisible();
  // The admin's stylesheet is a lazy chunk Vite adds as a <link>: it must have applied.
  const formDisplay = await page
    .locator('form.admin-form')
    .evaluate((form) => getComputedStyle(form).display);
  expect(formDisplay).toBe('grid');
  expect(problems).toEqual([]);
});
