// The provider's own tokens for the store's client, got through a real authorization code flow with the
// test browser (the code never reaches the store): what a client holding provider tokens would have.
import { createHash, randomBytes } from 'node:crypto';
import { SSO_CALLBACK_PATH } from '@cartwright/contracts';
import { STORE_CLIENT } from '../../../test-support/oidc-test-provider.js';
import { TestBrowser } from './browser.js';
import { type SsoKit, STORE_URL } from './sso-kit.js';

export async function providerTokens(
  kit: SsoKit,
  login: string,
): Promise<{ id_token: string; access_token: string }> {
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${STORE_URL}${SSO_CALLBACK_PATH}`;
  const auth = new URL(`${kit.provider.issuer}/auth`);
  for (const [name, value] of Object.entries({
    response_type: 'code',
    client_id: STORE_CLIENT.clientId,
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: 'provider-tokens',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  })) {
    auth.searchParams.set(name, value);
  }
  const back = await new TestBrowser(kit.t, STORE_URL).throughProvider(auth.href, login);
  const code = new URL(back).searchParams.get('code');
  if (!code) throw new Error(`No code in ${back}`);
  const res = await fetch(`${kit.provider.issuer}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${STORE_CLIENT.clientId}:${STORE_CLIENT.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
  });
  if (!res.ok) throw new Error(`token: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id_token: string; access_token: string };
}
