// getMemberTokensForExternalLogin: a trusted back end (holding an API key) signs a member in (wire.md §3.1).
import type { Tokens } from '@cartwright/contracts';
import type { OAuthStrategy } from '../auth/oauth-strategy.js';
import type { StoreClient } from '../client/types.js';
import { exchangeMemberTokens } from './exchange-member-tokens.js';

/**
 * Member tokens for `memberId` (an approved member), vouched for by `apiKey`: the `authorized_client`
 * grant with `Authorization: <current access token>,<apiKey>`. The current token names the client and,
 * when it is a visitor's, its cart merges into the member's. Refused: AuthError `MEMBER_TOKENS_FAILED`.
 * `POST /oauth2/token`. Never ship an API key to a browser.
 * @example await getMemberTokensForExternalLogin(client, memberId, process.env.STORE_API_KEY!);
 */
export async function getMemberTokensForExternalLogin(
  client: StoreClient<OAuthStrategy>,
  memberId: string,
  apiKey: string,
): Promise<Tokens> {
  const { authorization = '' } = await client.auth.getAuthHeaders();
  return exchangeMemberTokens(
    client,
    { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId },
    `${authorization},${apiKey}`,
  );
}
