// GET /cartwright/v1/web-config: what the bundled web app needs to know before its first call.
import { type Static, Type } from '@sinclair/typebox';

/** Where the web app asks for it. */
export const WEB_CONFIG_PATH = '/cartwright/v1/web-config';

export const WebConfigSchema = Type.Object({
  storeName: Type.String({ description: 'the store name shown in the page header' }),
  clientId: Type.String({ description: 'OAuth client id the web app sends to /oauth2/token' }),
  currency: Type.String({ description: 'ISO 4217 code of the store currency' }),
  stripePublishableKey: Type.Optional(
    Type.String({
      description:
        "Stripe's publishable key (pk_…), when the store takes Stripe payments: the checkout mounts Stripe's Payment Element with it",
    }),
  ),
});
export type WebConfig = Static<typeof WebConfigSchema>;
