// The signed-in member's second factors (Cartwright's calls), mounted at MEMBER_FACTORS_PATH: members
// only (`auth: 'member'`), each sees and changes its own.
import {
  ConfirmFactorRequestSchema,
  ConfirmFactorResponseSchema,
  EmptyResponseSchema,
  EnrollTotpResponseSchema,
  MemberFactorResponseSchema,
  MemberFactorsResponseSchema,
} from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import {
  confirmFactor,
  enrollEmail,
  enrollTotp,
  listMemberFactors,
  removeFactor,
} from './factors/factors.service.js';
import { ResendThrottled } from './identity.errors.js';

export function memberFactorRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['authentication'], auth: 'member' })
    .get(
      '/',
      { summary: "The signed-in member's second factors", response: MemberFactorsResponseSchema },
      async (c, { caller }) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ factors: await listMemberFactors(deps, caller) });
      },
    )
    .post(
      '/totp',
      {
        summary:
          'Start enrolling an authenticator app: a new secret and its otpauth URI, answered this once; confirm with a code to activate (409 FACTOR_ALREADY_ACTIVE)',
        response: EnrollTotpResponseSchema,
        errors: [409],
      },
      async (c, { caller }) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await enrollTotp(deps, caller));
      },
    )
    .post(
      '/email',
      {
        summary:
          'Start enrolling e-mailed sign-in codes: a code goes to the login address; confirm it to activate (409 FACTOR_ALREADY_ACTIVE; 429 with Retry-After within 30 s of the last)',
        response: MemberFactorResponseSchema,
        errors: [409, 429],
      },
      async (c, { caller }) => {
        try {
          return c.json({ factor: await enrollEmail(deps, caller) });
        } catch (error) {
          if (error instanceof ResendThrottled) c.header('Retry-After', String(error.retryAfterSeconds));
          throw error;
        }
      },
    )
    .post(
      '/:factorId/confirm',
      {
        summary:
          'Activate a pending factor with a code of it; when it turns two-step verification on, ten recovery codes come with it, answered this once (BAD_CODE with triesLeft; five wrong codes end the enrolment; 409 FACTOR_ALREADY_ACTIVE)',
        body: ConfirmFactorRequestSchema,
        response: ConfirmFactorResponseSchema,
        errors: [404, 409],
      },
      async (c, { caller, body }) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await confirmFactor(deps, caller, c.req.param('factorId'), body.code));
      },
    )
    .delete(
      '/:factorId',
      {
        summary:
          'Remove a factor; an active one within 5 minutes of a sign-in only (403 RECENT_LOGIN_REQUIRED). Trusted devices must pass the second step again; removing the last active factor deletes the recovery codes',
        response: EmptyResponseSchema,
        errors: [403, 404],
      },
      async (c, { caller }) => {
        await removeFactor(deps, caller, c.req.param('factorId'));
        return c.json({});
      },
    ).app;
}
