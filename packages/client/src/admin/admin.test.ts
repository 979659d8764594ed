// The admin calls against a loopback server: what adminLogin sends and keeps, and uploadImage's request and errors.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { OAuthStrategy } from '../auth/oauth-strategy.js';
import { createClient } from '../client/create-client.js';
import { isApiError, isValidationError } from '../errors/guards.js';
import { useCatalogTestServer } from '../test-support/catalog-requests.js';
import { envelope } from '../test-support/test-server.js';
import { admin, adminLogin, uploadImage } from './index.js';

const { server, client: plainClient } = useCatalogTestServer();

const NOW = Date.UTC(2026, 0, 1);
const oauthClient = (errors: unknown[] = []) =>
  createClient({
    host: server.origin,
    auth: OAuthStrategy({ clientId: 'web-client', now: () => NOW }),
    errorHandler: (error) => errors.push(error),
  });
const tokenBody = { access_token: 'admin-access', refresh_token: 'admin-refresh', expires_in: 3600 };

describe('adminLogin', () => {
  it('posts the credentials with the strategy client id and no token, then makes later calls admin calls', async () => {
    server.handle((request) =>
      request.url === '/cartwright/v1/admin/login' ? { body: tokenBody } : { body: {} },
    );
    const client = oauthClient();
    const tokens = await adminLogin(client, { email: 'owner@shop.example', password: 'secret words' });
    expect(tokens).toEqual({
      accessToken: { value: 'admin-access', expiresAt: NOW / 1000 + 3600 },
      refreshToken: { value: 'admin-refresh', role: 'admin' },
    });
    const [login] = server.requests;
    expect(login).toMatchObject({ method: 'POST', url: '/cartwright/v1/admin/login' });
    expect(login!.headers.authorization).toBeUndefined();
    expect(JSON.parse(login!.body)).toEqual({
      email: 'owner@shop.example',
      password: 'secret words',
      clientId: 'web-client',
    });
    expect(client.auth.getSession()).toEqual({ kind: 'admin' });
    await client.fetchWithAuth('/stores/v1/products', { method: 'POST' });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.headers.authorization).toBe('admin-access');
  });

  it('throws the application error of a wrong password, with the password redacted, and keeps the session', async () => {
    server.handle(() =>
      envelope(401, 'Wrong e-mail or password', {
        applicationError: { code: 'INVALID_CREDENTIALS', description: 'Wrong e-mail or password' },
      }),
    );
    const errors: unknown[] = [];
    const client = oauthClient(errors);
    const error = await adminLogin(client, { email: 'owner@shop.example', password: 'nope' }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.code).toBe('INVALID_CREDENTIALS');
    expect(error).toMatchObject({
      status: 401,
      args: [{ email: 'owner@shop.example', password: '[redacted]' }],
    });
    expect(errors).toEqual([error]);
    expect(client.auth.getSession()).toEqual({ kind: 'none' });
  });

  it('throws TOO_MANY_REQUESTS with the seconds to wait, and ValidationError for bad input', async () => {
    server.handle(() =>
      envelope(429, 'Too many', {
        applicationError: {
          code: 'TOO_MANY_REQUESTS',
          description: 'Too many',
          data: { retryAfterSeconds: 42 },
        },
      }),
    );
    await expect(adminLogin(oauthClient(), { email: 'a@b.example', password: 'x' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      status: 429,
      data: { retryAfterSeconds: 42 },
    });
    server.handle(() =>
      envelope(400, '"email" is required', {
        validationError: {
          fieldViolations: [{ field: 'email', description: 'is required', violatedRule: 'REQUIRED_FIELD' }],
        },
      }),
    );
    const error = await adminLogin(oauthClient(), { email: '', password: 'x' }).catch((e: unknown) => e);
    expect(isValidationError(error) && error.violations.map((v) => v.field)).toEqual(['email']);
  });

  it('needs a client with an OAuth strategy (types), and the admin module binds every call', () => {
    expectTypeOf(adminLogin).parameter(0).toHaveProperty('auth').toHaveProperty('acceptSignIn');
    expect(Object.keys(admin).sort()).toEqual(['adminLogin', 'resumeAdminSession', 'uploadImage']);
  });
});

describe('uploadImage', () => {
  it('posts the file as multipart "file" with the auth header and returns the media', async () => {
    const media = { id: 'm-1', url: '/cartwright/v1/media/m-1.png', mediaType: 'image', width: 2, height: 1 };
    server.handle(() => ({ body: { media } }));
    const client = createClient({
      host: server.origin,
      auth: { getAuthHeaders: async () => ({ authorization: 'k' }) },
    });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'hat.png', { type: 'image/png' });
    expect(await uploadImage(client, file)).toEqual(media);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/cartwright/v1/media' });
    expect(request!.headers.authorization).toBe('k');
    expect(request!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request!.body).toContain('name="file"; filename="hat.png"');
    expect(request!.body).toContain('Content-Type: image/png');
  });

  it('maps a refused upload to ApiError, describing the file instead of its bytes', async () => {
    server.handle(() =>
      envelope(415, 'Not an image', {
        applicationError: { code: 'UNSUPPORTED_MEDIA_TYPE', description: 'Not an image' },
      }),
    );
    const blob = new Blob(['plain text'], { type: 'text/plain' });
    const error = await uploadImage(plainClient(), blob, { filename: 'notes.txt' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ApiError',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      status: 415,
      args: [{ filename: 'notes.txt', size: 10, type: 'text/plain' }],
    });
  });

  it('times out with TimeoutError, and rethrows the caller abort reason as is', async () => {
    server.handle(() => ({ body: {}, delayMs: 300 }));
    const image = new Blob(['x'], { type: 'image/png' });
    await expect(uploadImage(plainClient(), image, { timeoutMs: 50 })).rejects.toMatchObject({
      name: 'TimeoutError',
      code: 'TIMEOUT',
    });
    const controller = new AbortController();
    const reason = new Error('user left');
    const pending = uploadImage(plainClient(), image, { signal: controller.signal });
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });
});
