// Member registration and login (wire.md §1.4 A1, A2), mounted at AUTHENTICATION_PREFIX and its alias;
// `auth: 'none'`, so a stale token in the Authorization header cannot block signing in. A valid visitor
// token there is remembered with the session token, so the visitor's cart merges when the code made from
// it is exchanged (the platform's client sends its visitor token here, never on the code exchange).
import {
  LoginRequestSchema,
  RegisterRequestSchema,
  SignOnRequestSchema,
  SignOnResponseSchema,
  StateMachineResponseSchema,
  ValidateEmailRequestSchema,
  ValidateEmailResponseSchema,
  VerifyFactorRequestSchema,
} from '@cartwright/contracts';
import type { Context, Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { clientAddress } from '../../http/client-address.js';
import { visitorOf } from '../../http/resolve-caller.js';
import { verifyFactor } from './factors/mfa.service.js';
import { readTrustedDeviceCookie, setTrustedDeviceCookie } from './factors/trusted-device-cookie.js';
import { retryAfterOf } from './identity.errors.js';
import { LoginThrottled } from './login-throttle.errors.js';
import { login, register, validateEmail } from './sign-in/authentication.service.js';
import { signOn } from './sign-in/sign-on.service.js';

/** Session tokens must not be cached; a throttled answer says when to retry. */
async function signInAnswer(c: Context<AppEnv>, answer: () => Promise<object>): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  try {
    return c.json(await answer());
  } catch (error) {
    const wait = error instanceof LoginThrottled ? error.retryAfterSeconds : retryAfterOf(error);
    if (wait !== undefined) c.header('Retry-After', String(wait));
    throw error;
  }
}

export function authenticationRoutes(deps: AppDeps): Hono<AppEnv> {
  const proxies = deps.config.trustedProxies;
  return new ApiRoutes({ tags: ['authentication'], auth: 'none' })
    .post(
      '/v2/register',
      {
        summary:
          'Register a member with e-mail and password; answers SUCCESS with a session token, REQUIRE_EMAIL_VERIFICATION with a state token (a code is e-mailed) or REQUIRE_OWNER_APPROVAL ("-19995" e-mail taken; 429 with Retry-After)',
        body: RegisterRequestSchema,
        response: StateMachineResponseSchema,
        errors: [409, 429],
      },
      (c, { body }) =>
        signInAnswer(c, async () => register(deps, body, clientAddress(c, proxies), await visitorOf(c))),
    )
    .post(
      '/v2/login',
      {
        summary:
          'Log a member in with e-mail and password; answers the sign-in state, REQUIRE_MFA with a state token when the member enrolled a second factor and the trusted-device cookie does not name them ("-19976" wrong e-mail or password, the same for an unknown e-mail; "-19973" reset required, INVALID_EMAIL for no e-mail address, MEMBER_BLOCKED; 429 with Retry-After). Failures are always application errors',
        ownBody: { mediaType: 'application/json', schema: LoginRequestSchema },
        response: StateMachineResponseSchema,
        errors: [401, 403, 429],
      },
      (c) =>
        signInAnswer(c, async () =>
          login(
            deps,
            await c.req.json().catch(() => undefined),
            clientAddress(c, proxies),
            readTrustedDeviceCookie(c),
            await visitorOf(c),
          ),
        ),
    )
    .post(
      '/v2/:factorType/verify',
      {
        summary:
          'Complete a sign-in answered REQUIRE_MFA with the code of a TOTP (totpData) or EMAIL (emailData) factor: SUCCESS with a session token; rememberThisDevice sets an HttpOnly cookie that skips the factor on this device for 30 days (BAD_CODE with triesLeft, NOT_FOUND for an unknown, used, expired or dead state token, FACTOR_NOT_SUPPORTED; 429 with Retry-After)',
        body: VerifyFactorRequestSchema,
        response: StateMachineResponseSchema,
        errors: [403, 404, 429],
      },
      (c, { body }) =>
        signInAnswer(c, async () => {
          const visitor = await visitorOf(c);
          const { response, trustedDevice } = await verifyFactor(
            deps,
            c.req.param('factorType'),
            body,
            visitor,
          );
          if (trustedDevice) setTrustedDeviceCookie(c, proxies, trustedDevice);
          return response;
        }),
    )
    .post(
      '/v2/validate-email',
      {
        summary:
          'Whether an e-mail could register: formatInvalid, or failure.reason ALREADY_REGISTERED (counted per client address: 429 with Retry-After)',
        body: ValidateEmailRequestSchema,
        response: ValidateEmailResponseSchema,
        errors: [429],
      },
      (c, { body }) => signInAnswer(c, () => validateEmail(deps, body.email, clientAddress(c, proxies))),
    ).app;
}

/** Mounted at AUTHENTICATION_PREFIX and its alias: admins and API keys only. */
export function signOnRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['authentication'], auth: 'admin' }).post(
    '/v2/sign-on',
    {
      summary:
        'Sign a member on by e-mail without a password, creating it (approved) when new; answers a session token and the identity (MEMBER_BLOCKED, MEMBER_PENDING)',
      body: SignOnRequestSchema,
      response: SignOnResponseSchema,
      errors: [403, 409],
    },
    async (c, { body }) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await signOn(deps, body));
    },
  ).app;
}
