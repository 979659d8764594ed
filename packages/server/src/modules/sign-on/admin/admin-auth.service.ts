// Owner and contributor sign-in: throttled password check, then admin tokens from the token service.
import type { AdminLoginRequest, TokenResponse } from '@cartwright/contracts';
import type { AppDeps } from '../../../deps.js';
import { invalidField } from '../../../errors/app-error.js';
import { verifyAdminPassword } from '../../admins/index.js';
import { countLoginAttempt, forgiveLoginAttempt, sweepLoginCounters } from '../../identity/index.js';
import { getOAuthClient, issueTokens } from '../../oauth/index.js';
import { getWebConfig } from '../../store/index.js';
import { invalidCredentials } from '../admin-auth.errors.js';

type LoginDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * Signs an admin in: the throttle lets the attempt through or answers 429 (identity's throttle), then the
 * password is checked (401 INVALID_CREDENTIALS for a wrong password and an unknown e-mail alike); on
 * success the attempt is forgiven and tokens are issued for `{ kind: 'admin' }` under the named OAuth
 * client, or the store's web app client when none is named.
 * @example const tokens = await adminLogin(deps, { email, password }, '203.0.113.7')
 */
export async function adminLogin(
  deps: LoginDeps,
  request: AdminLoginRequest,
  address?: string,
): Promise<TokenResponse> {
  const clientId = await tokenClientId(deps, request.clientId);
  const attempt = { email: request.email, address };
  const counted = await countLoginAttempt(deps, attempt);
  const admin = await verifyAdminPassword(deps, request.email, request.password);
  if (!admin) {
    await sweepLoginCounters(deps);
    throw invalidCredentials();
  }
  await forgiveLoginAttempt(deps, counted);
  return issueTokens(deps, { kind: 'admin', id: admin.id, clientId });
}

async function tokenClientId(deps: LoginDeps, clientId: string | undefined): Promise<string> {
  if (clientId === undefined) return (await getWebConfig(deps)).clientId;
  if (!(await getOAuthClient(deps, clientId))) {
    throw invalidField('clientId', 'is not a registered OAuth client', 'VALIDATION');
  }
  return clientId;
}
