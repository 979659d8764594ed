// `@cartwright/client/recovery`: password recovery, account activation and password change.
import { changePassword } from './change-password.js';
import { recover } from './recover.js';
import { sendActivationEmail } from './send-activation-email.js';
import { sendPasswordResetEmail } from './send-password-reset-email.js';
import { sendRecoveryEmail } from './send-recovery-email.js';

export type { ChangePasswordOptions } from './change-password.js';
export { changePassword, recover, sendActivationEmail, sendPasswordResetEmail, sendRecoveryEmail };

/**
 * The recovery calls that take any client, for `createClient({ modules: { recovery } })`;
 * `sendPasswordResetEmail` needs an OAuthStrategy client (its client id), so it is called on its own.
 */
export const recovery = { sendRecoveryEmail, sendActivationEmail, recover, changePassword };
