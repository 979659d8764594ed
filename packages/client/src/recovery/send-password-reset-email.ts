// sendPasswordResetEmail: the sign-in side of V1 (wire.md §3.4), with the client's own OAuth client id.
import type { OAuthStrategy } from '../auth/oauth-strategy.js';
import type { StoreClient } from '../client/types.js';
import type { CallOptions } from '../http/types.js';
import { sendRecoveryEmail } from './send-recovery-email.js';

/**
 * Asks for a password reset e-mail whose page leads back to `redirectUri`, one of the client's registered
 * redirect URIs, as the spec's `sendPasswordResetEmail(email, redirectUri)`. Resolves the same whether or
 * not a member has that e-mail.
 * `POST /_api/iam/recovery/v1/send-email` with `{ email, redirect: { url: redirectUri, clientId } }`.
 *
 * @example
 * await sendPasswordResetEmail(client, 'ada@shop.example', 'https://shop.example/account');
 */
export function sendPasswordResetEmail(
  client: StoreClient<OAuthStrategy>,
  email: string,
  redirectUri: string,
  options?: CallOptions,
): Promise<void> {
  return sendRecoveryEmail(
    client,
    { email, redirect: { url: redirectUri, clientId: client.auth.clientId } },
    options,
  );
}
