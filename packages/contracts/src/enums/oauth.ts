// OAuth authorization-request vocabularies (spec §7 "Token"; wire.md §3.2).

/** The gateway enum has only login and none; Cartwright accepts all four (wire.md §6). */
export const OAUTH_PROMPTS = ['login', 'none', 'consent', 'select_account'] as const;
export type OAuthPrompt = (typeof OAUTH_PROMPTS)[number];

/** How the authorize page returns the code; `query` is the gateway default (wire.md §3.2). */
export const OAUTH_RESPONSE_MODES = ['query', 'fragment', 'web_message'] as const;
export type OAuthResponseMode = (typeof OAUTH_RESPONSE_MODES)[number];

export const OAUTH_RESPONSE_TYPES = ['code'] as const;
export type OAuthResponseType = (typeof OAUTH_RESPONSE_TYPES)[number];

export const OAUTH_SCOPES = ['offline_access'] as const;
export type OAuthScope = (typeof OAUTH_SCOPES)[number];

/** Clients send S256; S512 comes from wire.md §3.2 `AuthorizeRequest`. */
export const CODE_CHALLENGE_METHODS = ['S256', 'S512'] as const;
export type CodeChallengeMethod = (typeof CODE_CHALLENGE_METHODS)[number];

/**
 * What a registered client's refresh_token grant does with the refresh token it is sent: `ROTATE` answers a
 * new one and revokes the family when a rotated one comes back (the default, for clients that store what they
 * are answered, as @cartwright/client does); `REUSE` accepts the same one until it expires or is revoked and
 * answers it again, for clients that keep the first one (the platform's own SDK, wire.md §3.1).
 */
export const OAUTH_CLIENT_REFRESH_TOKENS = ['ROTATE', 'REUSE'] as const;
export type OAuthClientRefreshTokens = (typeof OAUTH_CLIENT_REFRESH_TOKENS)[number];
