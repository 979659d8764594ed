// POST /_api/redirects-api/v1/redirect-session (wire.md §1.3 R1, §3.2): one intent, optional callbacks and
// preferences; the answer names the hosted page to send the shopper to.
import { type Static, Type } from '@sinclair/typebox';
import { OAUTH_PROMPTS } from '../enums/oauth.js';
import { MEMBERS_ACCOUNT_SECTIONS } from '../enums/redirects.js';
import { AuthorizeRequestSchema } from '../oauth/authorize.js';
import { literalUnion } from '../schema/literal-union.js';

export const REDIRECT_SESSION_PATHS = [
  '/_api/redirects-api/v1/redirect-session',
  '/redirect-session/v1/redirect-session',
  '/headless/v1/redirect-session',
] as const;

/** Application error for targets the store has no page for (bookings, events, plans, payment requests). */
export const REDIRECT_TARGET_NOT_CONFIGURED = 'TARGET_NOT_CONFIGURED';

const id = (description: string) => Type.String({ minLength: 1, maxLength: 256, description });
const url = Type.String({ maxLength: 2048 });
/** Targets this store does not serve: their fields are accepted and the request refused. */
const Unconfigured = Type.Record(Type.String(), Type.Unknown());

export const RedirectCallbacksSchema = Type.Object({
  thankYouPageUrl: Type.Optional(url),
  postFlowUrl: Type.Optional(url),
  loginUrl: Type.Optional(url),
  bookingsServiceListUrl: Type.Optional(url),
  cartPageUrl: Type.Optional(url),
  planListUrl: Type.Optional(url),
});
export type RedirectCallbacks = Static<typeof RedirectCallbacksSchema>;

export const RedirectPreferencesSchema = Type.Object({
  useGenericWixPages: Type.Optional(Type.Boolean()),
  maintainIdentity: Type.Optional(Type.Boolean()),
  additionalQueryParameters: Type.Optional(
    Type.Record(Type.String({ maxLength: 128 }), Type.String({ maxLength: 1024 }), { maxProperties: 20 }),
  ),
  checkIfPublish: Type.Optional(Type.Boolean()),
});
export type RedirectPreferences = Static<typeof RedirectPreferencesSchema>;

export const CreateRedirectSessionRequestSchema = Type.Object({
  auth: Type.Optional(
    Type.Object({
      authRequest: AuthorizeRequestSchema,
      prompt: Type.Optional(literalUnion(OAUTH_PROMPTS)),
    }),
  ),
  login: Type.Optional(Type.Object({})),
  logout: Type.Optional(Type.Object({ clientId: id('OAuth client id') })),
  ecomCheckout: Type.Optional(Type.Object({ checkoutId: id('checkout id') })),
  storesProduct: Type.Optional(Type.Object({ productSlug: id('product slug') })),
  membersAccount: Type.Optional(Type.Object({ section: literalUnion(MEMBERS_ACCOUNT_SECTIONS) })),
  bookingsCheckout: Type.Optional(Unconfigured),
  eventsCheckout: Type.Optional(Unconfigured),
  paidPlansCheckout: Type.Optional(Unconfigured),
  bookingsBook: Type.Optional(Unconfigured),
  ecomOrderPaymentRequest: Type.Optional(Unconfigured),
  callbacks: Type.Optional(RedirectCallbacksSchema),
  preferences: Type.Optional(RedirectPreferencesSchema),
  origin: Type.Optional(Type.String({ maxLength: 256 })),
});
export type CreateRedirectSessionRequest = Static<typeof CreateRedirectSessionRequestSchema>;

export const RedirectSessionSchema = Type.Object({
  id: Type.String(),
  fullUrl: Type.String(),
  urlDetails: Type.Object({
    endpoint: Type.String(),
    searchParams: Type.Record(Type.String(), Type.String()),
  }),
  sessionToken: Type.String(),
  shortUrl: Type.String(),
});
export type RedirectSession = Static<typeof RedirectSessionSchema>;

export const CreateRedirectSessionResponseSchema = Type.Object({ redirectSession: RedirectSessionSchema });
export type CreateRedirectSessionResponse = Static<typeof CreateRedirectSessionResponseSchema>;
