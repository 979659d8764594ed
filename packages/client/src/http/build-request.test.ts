import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildRequest, fillPath, fixedPathRequest, platformQueryRequest } from './build-request.js';
import type { CallDescriptor } from './types.js';

const host = 'http://localhost:3000';

describe('fillPath', () => {
  it('fills single and dotted params from the payload, URL-encoded', () => {
    expect(fillPath('/members/v1/members/{id}', { id: 'a b/c' })).toBe('/members/v1/members/a%20b%2Fc');
    expect(fillPath('/stores/v1/products/{product.id}', { product: { id: 'p-1' } })).toBe(
      '/stores/v1/products/p-1',
    );
  });

  it('writes a missing single param as "undefined" and leaves a missing dotted one as is (wire §0)', () => {
    expect(fillPath('/x/{id}', {})).toBe('/x/undefined');
    expect(fillPath('/x/{member.id}', {})).toBe('/x/{member.id}');
  });
});

describe('buildRequest', () => {
  it('repeats a GET path param in the query string', () => {
    const request = buildRequest(host, { method: 'GET', path: '/members/v1/members/{id}' }, { id: 'm-1' });
    expect(request).toEqual({ url: `${host}/members/v1/members/m-1?id=m-1`, method: 'GET' });
  });

  it('omits the ? when there is nothing to send', () => {
    expect(buildRequest(`${host}/`, { method: 'DELETE', path: '/ecom/v1/carts/current' }, {}).url).toBe(
      `${host}/ecom/v1/carts/current`,
    );
  });

  it('sends POST/PATCH payloads as JSON, path params included, and {} when empty', () => {
    const patch = buildRequest(
      host,
      { method: 'PATCH', path: '/stores/v1/products/{product.id}' },
      { product: { id: 'p' } },
    );
    expect(patch).toEqual({
      url: `${host}/stores/v1/products/p`,
      method: 'PATCH',
      body: '{"product":{"id":"p"}}',
    });
    expect(buildRequest(host, { method: 'POST', path: '/x' }, {}).body).toBe('{}');
  });

  it('sends dates as ISO strings and non-finite floats as strings in bodies', () => {
    const body = buildRequest(
      host,
      { method: 'POST', path: '/x' },
      { at: new Date(0), cost: Number.NaN },
    ).body;
    expect(JSON.parse(body!)).toEqual({ at: '1970-01-01T00:00:00.000Z', cost: 'NaN' });
  });

  it('switches a long GET to a POST with the JSON body only when the call has that fallback', () => {
    const payload = {
      query: { filter: { name: { $in: Array.from({ length: 400 }, (_, i) => `product-${i}`) } } },
    };
    const descriptor = {
      method: 'GET',
      path: '/stores-reader/v1/products/query-platformized',
      query: 'complex',
    } as const;
    const withFallback = buildRequest(host, { ...descriptor, fallback: 'POST' }, payload);
    expect(withFallback.method).toBe('POST');
    expect(withFallback.url).toBe(`${host}/stores-reader/v1/products/query-platformized`);
    expect(JSON.parse(withFallback.body!)).toEqual(payload);
    const without = buildRequest(host, descriptor, payload);
    expect(without.method).toBe('GET');
    expect(without.url.length).toBeGreaterThan(4000);
    const sameGet = buildRequest(host, { ...descriptor, fallback: 'GET' }, payload);
    expect(sameGet).toEqual(without);
  });

  it('keeps a short GET with a fallback as a GET', () => {
    const request = buildRequest(
      host,
      { method: 'GET', path: '/q', query: 'complex', fallback: 'POST' },
      { query: { paging: { limit: 1 } } },
    );
    expect(request.method).toBe('GET');
    expect(request.url).toMatch(/\/q\?\.r=/);
  });
});

describe('the narrow request forms', () => {
  it('build what buildRequest builds for a fixed path: nothing sent on GET and DELETE, the JSON body on writes', () => {
    const cases: [CallDescriptor, object][] = [
      [{ method: 'GET', path: '/ecom/v1/carts/current' }, {}],
      [{ method: 'DELETE', path: '/ecom/v1/carts/current' }, {}],
      [
        { method: 'POST', path: '/ecom/v1/carts/current/add-to-cart' },
        { lineItems: [{ quantity: 1 }], at: new Date(0) },
      ],
      [
        { method: 'PATCH', path: '/ecom/v1/carts/current' },
        { cartInfo: { weight: Number.POSITIVE_INFINITY } },
      ],
    ];
    for (const [descriptor, payload] of cases) {
      expect(fixedPathRequest(`${host}//`, descriptor, payload)).toEqual(
        buildRequest(`${host}//`, descriptor, payload),
      );
    }
  });

  it('build what buildRequest builds for a platform query, short (GET ?.r=) and long (POST)', () => {
    const descriptor: CallDescriptor = {
      method: 'GET',
      path: '/stores-reader/v1/products/query-platformized',
      query: 'complex',
      fallback: 'POST',
    };
    const short = { query: { paging: { limit: 1, offset: 0 } }, includeVariants: true };
    const long = {
      query: { filter: { name: { $in: Array.from({ length: 400 }, (_, i) => `product-${i}`) } } },
    };
    for (const payload of [short, long]) {
      expect(platformQueryRequest(host, descriptor, payload)).toEqual(
        buildRequest(host, descriptor, payload),
      );
    }
    expect(platformQueryRequest(host, descriptor, short).method).toBe('GET');
    expect(platformQueryRequest(host, descriptor, long).method).toBe('POST');
  });

  it('serve only calls whose paths have no params: a param would be sent as its braces', () => {
    const root = new URL('..', import.meta.url);
    const narrow = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('http'))
      .map((file) => [file, readFileSync(new URL(file, root), 'utf8')] as const)
      .filter(([, text]) => /\bcall(FixedPath|PlatformQuery)[<(]/.test(text));
    expect(narrow.length).toBeGreaterThan(10);
    for (const [file, text] of narrow) expect(text, file).not.toMatch(/path: '[^']*\{/);
  });
});
