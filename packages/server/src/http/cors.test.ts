import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOAuthClient } from '../modules/oauth/clients/clients.service.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('CORS for registered store-front origins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createOAuthClient(t.deps, {
      name: 'Shop',
      redirectUris: ['https://shop.example/callback'],
      allowedOrigins: ['https://shop.example'],
    });
  });
  afterAll(() => t.close());

  const preflight = (origin: string) =>
    t.app.request('/oauth2/token', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });

  it('answers a preflight from a registered origin with what the store front may send', async () => {
    const response = await preflight('https://shop.example');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives an unregistered origin no CORS headers, so the browser blocks it', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets a registered origin read the answer and its request id', async () => {
    const response = await t.app.request('/healthz', { headers: { origin: 'https://shop.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(response.headers.get('access-control-expose-headers')).toContain('x-wix-request-id');
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('adds nothing for same-origin requests', async () => {
    const response = await t.app.request('http://localhost/healthz', {
      headers: { origin: 'http://localhost' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('tells caches that answers vary by Origin even when a request sends none', async () => {
    const response = await t.app.request('http://localhost/healthz');
    expect(response.headers.get('vary')).toBe('Origin');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('x-wix-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
