// Single sign-on through OpenID Connect providers the owner configures: the admin API of the connections
// (GET|POST /cartwright/v1/sso-connections, GET|PATCH|DELETE …/{id}), the public list the sign-in page
// shows, and the member routes of wire.md §1.4 A4 and A6.
import { type Static, Type } from '@sinclair/typebox';
import { AUTHENTICATION_PREFIX } from './authentication.js';

export const SSO_CONNECTIONS_PATH = '/cartwright/v1/sso-connections';
/** Public: the enabled connections' names and login URLs, for "Continue with …" buttons. */
export const SSO_PROVIDERS_PATH = '/cartwright/v1/sso-providers';
/** A4: `/{tenantId}/{idpConnectionId}` follows; the query may carry `authorizationUrl` to resume. */
export const SSO_LOGIN_PATH = `${AUTHENTICATION_PREFIX}/v1/sso/login`;
/** Where providers send the browser back; register it as the redirect URI at the provider. */
export const SSO_CALLBACK_PATH = `${AUTHENTICATION_PREFIX}/v1/sso/callback`;
/** A6. */
export const SSO_LOGIN_WITH_TOKEN_PARAMS_PATH = `${AUTHENTICATION_PREFIX}/v1/sso/login-with-token-params`;
/** The web page a browser SSO login ends on, with its outcome in the fragment. */
export const SSO_COMPLETE_PAGE_PATH = '/auth/sso';

export const SSO_DISPLAY_NAME_MAX_LENGTH = 100;
export const SSO_ISSUER_MAX_LENGTH = 2048;
export const SSO_CLIENT_ID_MAX_LENGTH = 512;
export const SSO_CLIENT_SECRET_MAX_LENGTH = 2048;
export const SSO_MAX_SCOPES = 20;
export const SSO_SCOPE_MAX_LENGTH = 100;
/** What a new connection asks for when it names no scopes. */
export const SSO_DEFAULT_SCOPES = ['openid', 'email', 'profile'];

const scopes = Type.Array(
  Type.String({ minLength: 1, maxLength: SSO_SCOPE_MAX_LENGTH, pattern: '^[\\x21-\\x7e]+$' }),
  {
    maxItems: SSO_MAX_SCOPES,
    description: 'OAuth scopes asked for; openid is always added',
  },
);

/** A connection as admins read it: the client secret is write-only, only whether one is set shows. */
export const SsoConnectionSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  displayName: Type.String(),
  issuer: Type.String({ description: 'the provider’s issuer URL; its discovery document is read from it' }),
  clientId: Type.String(),
  clientSecretSet: Type.Boolean(),
  scopes: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  redirectUri: Type.String({ description: 'register this at the provider (read-only)' }),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
});
export type SsoConnection = Static<typeof SsoConnectionSchema>;

const connectionFields = {
  displayName: Type.String({ minLength: 1, maxLength: SSO_DISPLAY_NAME_MAX_LENGTH }),
  issuer: Type.String({ minLength: 1, maxLength: SSO_ISSUER_MAX_LENGTH }),
  clientId: Type.String({ minLength: 1, maxLength: SSO_CLIENT_ID_MAX_LENGTH }),
  clientSecret: Type.String({ minLength: 1, maxLength: SSO_CLIENT_SECRET_MAX_LENGTH }),
  scopes,
  enabled: Type.Boolean(),
};

export const SsoConnectionCreateSchema = Type.Object(
  {
    connection: Type.Object(
      {
        displayName: connectionFields.displayName,
        issuer: connectionFields.issuer,
        clientId: connectionFields.clientId,
        clientSecret: connectionFields.clientSecret,
        scopes: Type.Optional(connectionFields.scopes),
        enabled: Type.Optional(connectionFields.enabled),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type SsoConnectionCreate = Static<typeof SsoConnectionCreateSchema>;

/** Fields left out stay; a new clientSecret replaces the stored one. */
export const SsoConnectionPatchSchema = Type.Object(
  { connection: Type.Partial(Type.Object(connectionFields), { additionalProperties: false }) },
  { additionalProperties: false },
);
export type SsoConnectionPatch = Static<typeof SsoConnectionPatchSchema>;

export const SsoConnectionResponseSchema = Type.Object({ connection: SsoConnectionSchema });
export type SsoConnectionResponse = Static<typeof SsoConnectionResponseSchema>;

export const SsoConnectionListSchema = Type.Object({ connections: Type.Array(SsoConnectionSchema) });
export type SsoConnectionList = Static<typeof SsoConnectionListSchema>;

export const SsoProviderSchema = Type.Object({
  idpConnectionId: Type.String(),
  displayName: Type.String(),
  loginUrl: Type.String({
    description: 'A4 for this store, relative to it; add `?authorizationUrl=` to resume an authorize request',
  }),
});
export type SsoProvider = Static<typeof SsoProviderSchema>;

export const SsoProviderListSchema = Type.Object({ providers: Type.Array(SsoProviderSchema) });
export type SsoProviderList = Static<typeof SsoProviderListSchema>;

/** A6: provider tokens a client already holds; `id_token` is required, `access_token` lets the store read userinfo. */
export const LoginWithTokenParamsRequestSchema = Type.Object({
  idpConnectionId: Type.String({ minLength: 1, maxLength: 64 }),
  tokenParams: Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 16384 }), {
    maxProperties: 10,
  }),
});
export type LoginWithTokenParamsRequest = Static<typeof LoginWithTokenParamsRequestSchema>;

/** SSO failures, in the error envelope's `applicationError.code`. */
export const SSO_ERROR_CODES = {
  /** No connection with this id, or it is disabled. */
  connectionNotFound: 'IDP_CONNECTION_NOT_FOUND',
  /** The callback's state is not a sign-in this browser started (unknown, used, expired, or another browser's). */
  invalidState: 'INVALID_SSO_STATE',
  /** The tenant id of A4 is not this store's. */
  unknownTenant: 'UNKNOWN_TENANT',
  /** The provider could not be reached, or answered something unusable. */
  providerUnavailable: 'IDP_UNAVAILABLE',
  /** The ID token failed verification (signature, issuer, audience, nonce, expiry). */
  invalidIdToken: 'INVALID_ID_TOKEN',
  /** The provider shares no e-mail address, so no member can be made. */
  emailRequired: 'IDP_EMAIL_REQUIRED',
  /** A member has this e-mail, and the provider does not say it verified it: no link is made. */
  emailNotVerified: 'IDP_EMAIL_NOT_VERIFIED',
} as const;
