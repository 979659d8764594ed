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
