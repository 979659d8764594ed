// GET /cartwright/v1/captcha/challenge: a proof-of-work challenge for the next register or login.
import { CaptchaChallengeResponseSchema } from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { clientAddress } from '../../http/client-address.js';
import { createCaptchaChallenge } from './captcha/captcha.service.js';
import { LoginThrottled } from './login-throttle.errors.js';
import { countAddressAttempt } from './throttle/login-throttle.js';

/** Mounted at CAPTCHA_CHALLENGE_PATH; reads no credentials. */
export function captchaRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['authentication'], auth: 'none' }).get(
    '/',
    {
      summary:
        'A captcha challenge: find a nonce with sha256(salt + nonce) starting with `difficulty` zero bits and send "challengeId:nonce" as a captcha token (one use, ten minutes; counted per client address: 429 with Retry-After)',
      response: CaptchaChallengeResponseSchema,
      errors: [429],
    },
    async (c) => {
      c.header('Cache-Control', 'no-store');
      try {
        await countAddressAttempt(deps, clientAddress(c, deps.config.trustedProxies), 'captcha-challenge');
        return c.json(await createCaptchaChallenge(deps));
      } catch (error) {
        if (error instanceof LoginThrottled) c.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
    },
  ).app;
}
