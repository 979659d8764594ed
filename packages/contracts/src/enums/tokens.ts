// Token vocabularies (spec §3 "Tokens", §4 login states; wire.md §3.1).
/** The spec's roles, plus Cartwright's `admin`: a store owner or contributor signed in with e-mail and password. */
export const TOKEN_ROLES = ['none', 'visitor', 'member', 'admin'] as const;
export type TokenRole = (typeof TOKEN_ROLES)[number];

export const GRANT_TYPES = ['anonymous', 'refresh_token', 'authorization_code', 'authorized_client'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];

/** Subject of an access token: who the caller is. */
export const TOKEN_SUBJECT_TYPES = ['VISITOR', 'MEMBER', 'USER', 'APP'] as const;
export type TokenSubjectType = (typeof TOKEN_SUBJECT_TYPES)[number];

/** What `/oauth2/token-info` reports; it adds UNKNOWN (wire.md §1.6). */
export const TOKEN_INFO_SUBJECT_TYPES = ['UNKNOWN', 'USER', 'VISITOR', 'MEMBER', 'APP'] as const;
export type TokenInfoSubjectType = (typeof TOKEN_INFO_SUBJECT_TYPES)[number];
