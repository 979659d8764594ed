// The sign-in calls that take the client, each named once: `index.ts` exports them by name and as the `signIn`
// module.
export { getMemberTokensForDirectLogin } from './direct-login.js';
export { getMemberTokensForExternalLogin } from './external-login.js';
export { getAuthUrl } from './get-auth-url.js';
export { getMemberTokens } from './get-member-tokens.js';
export { logout } from './logout.js';
