// `@cartwright/client/admin`: store owner sign-in, the web admin's cookie session, and admin-only helpers.

// The session keeper is handed to OAuthStrategy, not called with a client: it is no member of the module.
export { adminCookieSession } from './admin-cookie-session.js';
export type { AdminCredentials } from './admin-login.js';
export * from './calls.js';
/** Every admin call, for `createClient({ modules: { admin } })`. */
export * as admin from './calls.js';
