// Login states from gateway answers the real server does not give (other states, captcha codes, network
// failures), what the calls send, and the remembered state token. The real server: tests/integration.
import { describe, expect, it } from 'vitest';
import { OAuthStrategy } from '../auth/oauth-strategy.js';
import { createClient } from '../client/create-client.js';
import { login, processVerification, register, verifyFactor } from './index.js';

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A client whose every request is answered by `answer`, recording what it sent. */
function scripted(answer: (sent: Sent) => Response | Promise<Response>) {
  const requests: Sent[] = [];
  const client = createClient({
    host: 'http://store.test',
    auth: OAuthStrategy({ clientId: 'web' }),
    fetch: (url, init) => {
      const sent = {
        url,
        headers: Object.fromEntries(new Headers(init.headers)),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      requests.push(sent);
      return answer(sent);
    },
  });
  return { client, requests };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const appError = (status: number, code: string) =>
  json(status, { message: code, details: { applicationError: { code, description: code } } });

describe('register', () => {
  it('sends the gateway body without a token, and keeps the state token of REQUIRE_EMAIL_VERIFICATION', async () => {
    const { client, requests } = scripted(({ url }) =>
      url.endsWith('/register')
        ? json(200, { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-1' })
        : json(200, { state: 'SUCCESS', sessionToken: 'session-1' }),
    );
    const captchaTokens = [{ Recaptcha: 'visible', InvisibleRecaptcha: 'invisible' }];
    expect(
      await register(client, {
        email: 'ada@shop.example',
        password: 'long password',
        profile: { nickname: 'Ada' },
        captchaTokens,
      }),
    ).toEqual({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st-1' } });
    expect(requests[0]).toMatchObject({
      url: 'http://store.test/_api/iam/authentication/v2/register',
      body: {
        loginId: { email: 'ada@shop.example' },
        password: 'long password',
        profile: { nickname: 'Ada' },
        captchaTokens,
      },
    });
    expect(requests[0]?.headers.authorization).toBeUndefined();

    expect(await processVerification(client, { verificationCode: '123456' })).toEqual({
      loginState: 'SUCCESS',
      data: { sessionToken: 'session-1' },
    });
    expect(requests[1]).toMatchObject({
      url: 'http://store.test/_api/iam/verification/v1/auth/verify',
      body: { code: '123456', stateToken: 'st-1' },
    });
    // The state token was used up by the success.
    expect(await processVerification(client, { verificationCode: '123456' })).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    });
  });

  it.each([
    ['-19995', 'emailAlreadyExists'],
    ['-19971', 'missingCaptchaToken'],
    ['-19970', 'invalidCaptchaToken'],
    ['SOMETHING_ELSE', undefined],
  ])('maps the application error %s to %s', async (code, errorCode) => {
    const { client } = scripted(() => appError(400, code));
    const result = await register(client, { email: 'a@shop.example', password: 'long password' });
    expect(result.loginState).toBe('FAILURE');
    expect(result.errorCode).toBe(errorCode);
  });

  it('maps a field violation of type EMAIL to invalidEmail, with its description', async () => {
    const { client } = scripted(() =>
      json(400, {
        message: 'bad',
        details: {
          validationError: {
            fieldViolations: [
              {
                field: 'loginId.email',
                description: 'must be an e-mail address',
                violatedRule: 'FORMAT',
                data: { type: 'EMAIL' },
              },
            ],
          },
        },
      }),
    );
    expect(await register(client, { email: 'nope', password: 'long password' })).toEqual({
      loginState: 'FAILURE',
      error: 'must be an e-mail address',
      errorCode: 'invalidEmail',
    });
  });
});

describe('login', () => {
  it.each([
    ['-19976', 'invalidPassword'],
    ['-19973', 'resetPassword'],
    ['-19971', 'missingCaptchaToken'],
    ['-19970', 'invalidCaptchaToken'],
    ['-19995', 'invalidEmail'],
    ['TOO_MANY_REQUESTS', 'invalidEmail'],
  ])('maps %s to %s', async (code, errorCode) => {
    const { client } = scripted(() => appError(401, code));
    expect((await login(client, { email: 'a@shop.example', password: 'x' })).errorCode).toBe(errorCode);
  });

  it('answers FAILURE for a network failure, never throws', async () => {
    const { client } = scripted(() => {
      throw new TypeError('fetch failed');
    });
    expect(await login(client, { email: 'a@shop.example', password: 'x' })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'networkError',
    });
  });

  it('maps OWNER_APPROVAL and unknown states', async () => {
    const states = ['REQUIRE_OWNER_APPROVAL', 'STATUS_CHECK'];
    const { client } = scripted(() => json(200, { state: states.shift() }));
    expect(await login(client, { email: 'a@shop.example', password: 'x' })).toEqual({
      loginState: 'OWNER_APPROVAL_REQUIRED',
    });
    expect(await login(client, { email: 'a@shop.example', password: 'x' })).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    });
  });

  it('works with a strategy alone, through its host and fetch', async () => {
    const { client, requests } = scripted(() => json(200, { state: 'SUCCESS', sessionToken: 's' }));
    expect(await login(client.auth, { email: 'a@shop.example', password: 'x' })).toEqual({
      loginState: 'SUCCESS',
      data: { sessionToken: 's' },
    });
    expect(requests[0]?.url).toBe('http://store.test/_api/iam/authentication/v2/login');
  });
});

describe('processVerification', () => {
  it('without a pending verification is FAILURE Unknown _state, sending nothing', async () => {
    const { client, requests } = scripted(() => json(200, {}));
    expect(await processVerification(client, { verificationCode: '123456' })).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    });
    expect(requests).toEqual([]);
  });

  it('maps BAD_CODE and keeps the state token for another try', async () => {
    const answers = [
      json(200, { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st' }),
      appError(400, 'BAD_CODE'),
    ];
    const { client } = scripted(() => answers.shift() ?? json(200, { state: 'SUCCESS', sessionToken: 's' }));
    await login(client, { email: 'a@shop.example', password: 'x' });
    expect((await processVerification(client, { code: '000000' })).errorCode).toBe('BAD_CODE');
    expect((await processVerification(client, { code: '123456' })).loginState).toBe('SUCCESS');
  });
});

describe('verifyFactor', () => {
  it('sends the chosen factor, its code and rememberThisDevice to A9 with the remembered state token', async () => {
    const answers = [
      json(200, {
        state: 'REQUIRE_MFA',
        stateToken: 'mfa-1',
        additionalData: {
          factorTypes: {
            listValue: { value: [{ strValue: 'TOTP' }, { strValue: 'EMAIL' }, { strValue: 'PUSH' }] },
          },
        },
      }),
      appError(400, 'BAD_CODE'),
    ];
    const { client, requests } = scripted(
      () => answers.shift() ?? json(200, { state: 'SUCCESS', sessionToken: 'session-2' }),
    );
    expect(await login(client, { email: 'a@shop.example', password: 'x' })).toEqual({
      loginState: 'MFA_REQUIRED',
      data: { stateToken: 'mfa-1', factorTypes: ['TOTP', 'EMAIL'] },
    });
    expect((await verifyFactor(client, { code: '000000' })).errorCode).toBe('BAD_CODE');
    expect(requests[1]).toMatchObject({
      url: 'http://store.test/_api/iam/authentication/v2/TOTP/verify',
      body: { factorType: 'TOTP', stateToken: 'mfa-1', totpData: { code: '000000' } },
    });
    expect(
      await verifyFactor(client, { code: '123456', factorType: 'EMAIL', rememberThisDevice: true }),
    ).toEqual({ loginState: 'SUCCESS', data: { sessionToken: 'session-2' } });
    expect(requests[2]).toMatchObject({
      url: 'http://store.test/_api/iam/authentication/v2/EMAIL/verify',
      body: {
        factorType: 'EMAIL',
        stateToken: 'mfa-1',
        rememberThisDevice: true,
        emailData: { code: '123456' },
      },
    });
    expect(requests[2]?.headers.authorization).toBeUndefined();
  });

  it('without a pending second step is FAILURE Unknown _state, also after an e-mail verification state', async () => {
    const { client, requests } = scripted(() =>
      json(200, { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st' }),
    );
    expect(await verifyFactor(client, { code: '123456' })).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    });
    await login(client, { email: 'a@shop.example', password: 'x' });
    expect(await verifyFactor(client, { code: '123456' })).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    });
    expect(requests).toHaveLength(1);
  });
});
