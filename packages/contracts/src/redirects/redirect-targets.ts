// GET|PATCH /cartwright/v1/redirect-targets: the owner's URLs for redirect-session intents the store has no
// pages of its own for. A URL template names fields of the intent in braces, e.g.
// `https://book.example/plans/{planId}/checkout`; each value is URL-encoded into its place.
import { type Static, Type } from '@sinclair/typebox';

export const REDIRECT_TARGETS_PATH = '/cartwright/v1/redirect-targets';

/** The intents an owner may point at a URL; any other unserved intent stays TARGET_NOT_CONFIGURED. */
export const CONFIGURABLE_REDIRECT_TARGETS = [
  'bookingsCheckout',
  'eventsCheckout',
  'paidPlansCheckout',
  'bookingsBook',
] as const;
export type ConfigurableRedirectTarget = (typeof CONFIGURABLE_REDIRECT_TARGETS)[number];

export const REDIRECT_TARGET_URL_MAX_LENGTH = 2048;

const template = Type.String({
  maxLength: REDIRECT_TARGET_URL_MAX_LENGTH,
  description: 'absolute http(s) URL; {field} or {field.sub} take values of the intent; empty to clear',
});

/** Configured targets only: an intent left out answers TARGET_NOT_CONFIGURED. */
export const RedirectTargetsSchema = Type.Object({
  bookingsCheckout: Type.Optional(template),
  eventsCheckout: Type.Optional(template),
  paidPlansCheckout: Type.Optional(template),
  bookingsBook: Type.Optional(template),
});
export type RedirectTargets = Static<typeof RedirectTargetsSchema>;

/** The targets named change (an empty string clears one); the others stay. */
export const RedirectTargetsPatchSchema = Type.Object(
  { redirectTargets: Type.Object(RedirectTargetsSchema.properties, { additionalProperties: false }) },
  { additionalProperties: false },
);
export type RedirectTargetsPatch = Static<typeof RedirectTargetsPatchSchema>;

export const RedirectTargetsResponseSchema = Type.Object({ redirectTargets: RedirectTargetsSchema });
export type RedirectTargetsResponse = Static<typeof RedirectTargetsResponseSchema>;
