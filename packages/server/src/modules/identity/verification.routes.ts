// Verification (wire.md §1.5 V4–V6), mounted at VERIFICATION_PREFIX: the code checks during a sign-in
// need no caller (the state token is the credential); starting one needs the member or an admin.
import {
  ResendDuringAuthenticationRequestSchema,
  StartVerificationRequestSchema,
  StartVerificationResponseSchema,
  StateMachineResponseSchema,
  VerifyDuringAuthenticationRequestSchema,
} from '@cartwright/contracts';
import type { Context, Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { visitorOf } from '../../http/resolve-caller.js';
import { retryAfterOf } from './identity.errors.js';
import {
  resendDuringAuthentication,
  startVerification,
  verifyDuringAuthentication,
} from './verification/verification-flow.service.js';

/** A limit's answer (429) carries `Retry-After` with the seconds in its data. */
function sayWhenToRetry(c: Context<AppEnv>, error: unknown): void {
  const wait = retryAfterOf(error);
  if (wait !== undefined) c.header('Retry-After', String(wait));
}

/** The verification steps of a sign-in: the state token names the member, so no credentials are read. */
export function verificationAuthRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['verification'], auth: 'none' })
    .post(
      '/v1/auth/verify',
      {
        summary:
          'Check the e-mailed code of a sign-in: SUCCESS with a session token, or REQUIRE_OWNER_APPROVAL (BAD_CODE, NOT_FOUND for an unknown or expired state token; VERIFICATION_LOCKED, 429 with Retry-After, after 10 wrong codes of the member in an hour, whichever sign-ins they came with)',
        body: VerifyDuringAuthenticationRequestSchema,
        response: StateMachineResponseSchema,
        errors: [404, 429],
      },
      async (c, { body }) => {
        c.header('Cache-Control', 'no-store');
        try {
          return c.json(await verifyDuringAuthentication(deps, body, await visitorOf(c)));
        } catch (error) {
          sayWhenToRetry(c, error);
          throw error;
        }
      },
    )
    .post(
      '/v1/auth/resend',
      {
        summary:
          'E-mail a new code for a sign-in (at most one per 30 s and 5 an hour, 6 code e-mails an address an hour, none while the member is VERIFICATION_LOCKED: 429 with Retry-After); answers the state again',
        body: ResendDuringAuthenticationRequestSchema,
        response: StateMachineResponseSchema,
        errors: [404, 429, 503],
      },
      async (c, { body }) => {
        try {
          return c.json(await resendDuringAuthentication(deps, body));
        } catch (error) {
          sayWhenToRetry(c, error);
          throw error;
        }
      },
    ).app;
}

/** Starting a verification: the member itself or an admin (the service answers a visitor 403). */
export function verificationStartRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new ApiRoutes({ tags: ['verification'], auth: 'caller' });
  // The earliest gateway clients spell it /v1/Start (wire.md §6).
  for (const path of ['/v1/start', '/v1/Start']) {
    routes.post(
      path,
      {
        summary:
          "E-mail a verification code to a member's login address (the member itself, at most one per 30 s and 5 an hour: 429 with Retry-After; or an admin)",
        body: StartVerificationRequestSchema,
        response: StartVerificationResponseSchema,
        errors: [404, 429, 503],
      },
      async (c, { caller, body }) => {
        try {
          return c.json(await startVerification(deps, caller, body));
        } catch (error) {
          sayWhenToRetry(c, error);
          throw error;
        }
      },
    );
  }
  return routes.app;
}
