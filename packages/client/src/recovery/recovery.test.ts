// The recovery calls against a loopback server: what each sends, what it answers, and errors with the
// secrets of the call redacted.
import { describe, expect, it } from 'vitest';
import { OAuthStrategy } from '../auth/oauth-strategy.js';
import { createClient } from '../client/create-client.js';
import { isApiError } from '../errors/guards.js';
import { sent, useCatalogTestServer } from '../test-support/catalog-requests.js';
import { envelope } from '../test-support/test-server.js';
import {
  changePassword,
  recover,
  recovery,
  sendActivationEmail,
  sendPasswordResetEmail,
  sendRecoveryEmail,
} from './index.js';

const { server, client, last } = useCatalogTestServer();
const tokenBody = { access_token: 'visitor-access', refresh_token: 'visitor-refresh', expires_in: 3600 };
const oauthClient = () =>
  createClient({ host: server.origin, auth: OAuthStrategy({ clientId: 'web-client' }) });

describe('recovery calls', () => {
  it('sendRecoveryEmail posts the request as given and resolves to nothing', async () => {
    const body = {
      email: 'ada@shop.example',
      language: 'en',
      redirect: { url: 'https://x.example/', clientId: 'c' },
    };
    await expect(sendRecoveryEmail(client(), body)).resolves.toBeUndefined();
    expect(last()).toMatchObject({ method: 'POST', path: '/_api/iam/recovery/v1/send-email', body });
  });

  it('sendPasswordResetEmail sends the redirect with the strategy client id (wire.md §3.4)', async () => {
    server.handle((request) => ({ body: request.url === '/oauth2/token' ? tokenBody : {} }));
    await sendPasswordResetEmail(oauthClient(), 'ada@shop.example', 'https://shop.example/account');
    const call = sent(server.requests.find((r) => r.url.startsWith('/_api/'))!);
    expect(call).toMatchObject({
      path: '/_api/iam/recovery/v1/send-email',
      body: {
        email: 'ada@shop.example',
        redirect: { url: 'https://shop.example/account', clientId: 'web-client' },
      },
    });
  });

  it('sendActivationEmail posts the member id and options', async () => {
    await sendActivationEmail(client(), { identityId: 'm-1', emailOptions: { language: 'de' } });
    expect(last()).toMatchObject({
      path: '/_api/iam/recovery/v1/activation-email',
      body: { identityId: 'm-1', emailOptions: { language: 'de' } },
    });
  });

  it('recover answers the state, and its errors carry no token or password', async () => {
    server.handle(() => ({ body: { state: 'SUCCESS' } }));
    expect(await recover(client(), { recoveryToken: 'tok', password: 'new password' })).toEqual({
      state: 'SUCCESS',
    });
    expect(last()).toMatchObject({
      path: '/_api/iam/recovery/v1/recover',
      body: { recoveryToken: 'tok', password: 'new password' },
    });
    server.handle(() =>
      envelope(400, 'Invalid token', {
        applicationError: { code: 'INVALID_RECOVERY_TOKEN', description: 'Invalid token' },
      }),
    );
    const error = await recover(client(), {
      recoveryToken: 'secret-token',
      password: 'secret password',
    }).catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('INVALID_RECOVERY_TOKEN');
    expect(JSON.stringify((error as { args?: unknown }).args)).not.toMatch(/secret/);
  });

  it('changePassword sends the new password, and the current one only when given', async () => {
    await changePassword(client(), 'new password 2');
    expect(last()).toMatchObject({
      path: '/_api/iam/authentication/v2/change-password',
      body: { newPassword: 'new password 2' },
    });
    expect(last().body).not.toHaveProperty('currentPassword');
    await changePassword(client(), 'new password 3', { currentPassword: 'old password' });
    expect(last().body).toEqual({ newPassword: 'new password 3', currentPassword: 'old password' });
  });

  it('changePassword errors carry neither password', async () => {
    server.handle(() =>
      envelope(403, 'Wrong', { applicationError: { code: 'WRONG_PASSWORD', description: 'Wrong' } }),
    );
    const error = await changePassword(client(), 'secret new', { currentPassword: 'secret old' }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.status).toBe(403);
    expect(JSON.stringify((error as { args?: unknown }).args)).not.toMatch(/secret/);
  });

  it('binds as a module', async () => {
    const bound = createClient({ host: server.origin, modules: { recovery } });
    await bound.recovery.sendRecoveryEmail({ email: 'ada@shop.example' });
    expect(last().path).toBe('/_api/iam/recovery/v1/send-email');
  });
});
