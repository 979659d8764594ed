// `@cartwright/client/recovery`: password recovery, account activation and password change.

export * from './calls.js';
/** The recovery calls that take any client, for `createClient({ modules: { recovery } })`. */
export * as recovery from './calls.js';
export type { ChangePasswordOptions } from './change-password.js';
export { sendPasswordResetEmail } from './send-password-reset-email.js';
