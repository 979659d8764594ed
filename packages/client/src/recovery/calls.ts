// The recovery calls that take any client, each named once: `index.ts` exports them by name and as the `recovery`
// module. `sendPasswordResetEmail` needs an OAuthStrategy client (its client id), so it is exported on its own.
export { changePassword } from './change-password.js';
export { recover } from './recover.js';
export { sendActivationEmail } from './send-activation-email.js';
export { sendRecoveryEmail } from './send-recovery-email.js';
