// Security headers over the real app: pages, assets, API answers and errors; HSTS only over HTTPS.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { contentSecurityPolicy } from '../static/document-policy.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { NON_DOCUMENT_POLICY, STRICT_TRANSPORT_SECURITY } from './security-headers.js';

let t: TestApp;
let dir: string;
const html = { accept: 'text/html,application/xhtml+xml' };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cartwright-headers-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Shop</title>');
  writeFileSync(join(dir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  t = await createTestApp({ config: { webRoot: dir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const pageHeaders = (res: Response) => ({
  csp: res.headers.get('content-security-policy'),
  frameOptions: res.headers.get('x-frame-options'),
  permissions: res.headers.get('permissions-policy'),
  nosniff: res.headers.get('x-content-type-options'),
  referrer: res.headers.get('referrer-policy'),
});

describe('security headers', () => {
  it('puts the page policy on every page of the app: /, /admin, /cart and deep links', async () => {
    for (const path of ['/', '/admin', '/admin/products/p-1', '/cart', '/index.html']) {
      const res = await t.app.request(path, { headers: html });
      expect(res.status).toBe(200);
      expect(pageHeaders(res)).toEqual({
        csp: contentSecurityPolicy("'none'"),
        frameOptions: 'DENY',
        permissions: expect.stringContaining('microphone=()'),
        nosniff: 'nosniff',
        referrer: 'no-referrer',
      });
    }
  });

  it('marks assets nosniff and lets nothing run in them when opened on their own', async () => {
    const res = await t.app.request('/assets/app-1a2b.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe(NON_DOCUMENT_POLICY);
    expect(res.headers.get('permissions-policy')).toBeNull();
  });

  it('marks JSON answers and error envelopes nosniff, with the non-document policy', async () => {
    for (const [path, method, status] of [
      ['/openapi.json', 'GET', 200],
      ['/ecom/v1/carts/nothing', 'GET', 404],
      ['/stores/v1/products', 'POST', 401],
    ] as const) {
      const res = await t.app.request(path, {
        method,
        headers: { ...html, 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe(NON_DOCUMENT_POLICY);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('sends HSTS over HTTPS only', async () => {
    const plain = await t.app.request('http://shop.example/', { headers: html });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await t.app.request('https://shop.example/', { headers: html });
    expect(secure.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    const api = await t.app.request('https://shop.example/openapi.json');
    expect(api.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('believes X-Forwarded-Proto only from trusted proxies, and only the entry the farthest trusted one saw', async () => {
    const forwarded = (proto: string) => ({ headers: { ...html, 'x-forwarded-proto': proto } });
    // Without trusted proxies anyone could send the header.
    const direct = await t.app.request('http://shop.example/', forwarded('https'));
    expect(direct.headers.get('strict-transport-security')).toBeNull();

    const behindOne = createApp({ ...t.deps, config: { ...t.deps.config, trustedProxies: 1 } });
    const hsts = async (proto: string) =>
      (await behindOne.request('http://shop.example/', forwarded(proto))).headers.get(
        'strict-transport-security',
      );
    expect(await hsts('https')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(await hsts('HTTPS')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(await hsts('http')).toBeNull();
    // The client wrote 'https' itself; the load balancer appended the 'http' it really got.
    expect(await hsts('https, http')).toBeNull();
    expect(await hsts('http, https')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(await hsts('')).toBeNull();
  });

  it("adds exactly Stripe's origins to every page's policy while Stripe is configured, and drops them without it", async () => {
    const withStripe = createApp({
      ...t.deps,
      config: {
        ...t.deps.config,
        stripe: {
          secretKey: 'sk_test_headers1',
          publishableKey: 'pk_test_headers1',
          webhookSecret: 'whsec_headers1',
          apiUrl: 'http://127.0.0.1:9',
        },
      },
    });
    for (const path of ['/', '/checkout/c-1', '/admin']) {
      const csp = (await withStripe.request(path, { headers: html })).headers.get('content-security-policy');
      expect(csp).toBe(contentSecurityPolicy("'none'", { stripe: true }));
      const directives = Object.fromEntries(
        (csp ?? '').split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
      );
      expect(directives['script-src']).toBe("'self' https://js.stripe.com");
      expect(directives['frame-src']).toBe('https://js.stripe.com https://hooks.stripe.com');
      expect(directives['connect-src']).toBe("'self' https://api.stripe.com");
      // Nothing else widened: styles, fonts and the default stay the store's own.
      expect(directives['style-src']).toBe("'self'");
      expect(directives['default-src']).toBe("'self'");
      expect(csp).not.toContain('unsafe-inline');
    }
    const without = (await t.app.request('/checkout/c-1', { headers: html })).headers.get(
      'content-security-policy',
    );
    expect(without).toBe(contentSecurityPolicy("'none'"));
    expect(without).not.toContain('stripe');
    expect(without).not.toContain('frame-src');
    // JSON answers never carry the page policy, Stripe or not.
    const api = await withStripe.request('/openapi.json');
    expect(api.headers.get('content-security-policy')).toBe(NON_DOCUMENT_POLICY);
  });

  it('reads the Stripe configuration per page, so keys set after start change the policy of the next page', async () => {
    const config = { ...t.deps.config };
    const app = createApp({ ...t.deps, config });
    const csp = async () =>
      (await app.request('/', { headers: html })).headers.get('content-security-policy');
    expect(await csp()).not.toContain('js.stripe.com');
    config.stripe = {
      secretKey: 'sk_test_headers2',
      publishableKey: 'pk_test_headers2',
      webhookSecret: 'whsec_headers2',
      apiUrl: 'http://127.0.0.1:9',
    };
    expect(await csp()).toContain("script-src 'self' https://js.stripe.com");
  });
});
