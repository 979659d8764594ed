// POST {host}/oauth2/token: the anonymous and refresh_token grants, with no Authorization header (wire §3.1).
import type { TokenRequest, TokenResponse, Tokens } from '@cartwright/contracts';
import type { Transport } from '../client/types.js';
import { DEFAULT_TIMEOUT_MS } from '../constants.js';
import { AuthError, NetworkError, TimeoutError } from '../errors/errors.js';

type Role = Tokens['refreshToken']['role'];

/**
 * Exchanges a grant for tokens; `expiresAt = floor(now / 1000) + expires_in`. A non-200 answer is
 * AuthError `TOKEN_REQUEST_FAILED` ('something went wrong'); no answer is a NetworkError, none within
 * 30 s a TimeoutError. A plain timeout signal bounds it, not a call deadline: token requests are rare, and
 * the calls waiting for one are bounded by their own deadlines.
 */
export async function requestTokens(
  transport: Transport,
  grant: TokenRequest,
  role: Role,
  now: () => number,
): Promise<Tokens> {
  const signal = AbortSignal.timeout(DEFAULT_TIMEOUT_MS);
  let response: Response;
  try {
    response = await transport.fetch(`${transport.host}/oauth2/token`, {
      method: 'POST',
      headers: { ...transport.headers, 'content-type': 'application/json' },
      body: JSON.stringify(grant),
      signal,
    });
  } catch (cause) {
    throw signal.aborted ? new TimeoutError(DEFAULT_TIMEOUT_MS) : new NetworkError({ cause });
  }
  // A body cut off by the timeout is no token answer either.
  const body =
    response.status === 200
      ? ((await response.json().catch(() => undefined)) as Partial<TokenResponse> | undefined)
      : undefined;
  const tokens = body && tokensFromResponse(body, role, now);
  if (!tokens) throw new AuthError('TOKEN_REQUEST_FAILED', { status: response.status, response });
  return tokens;
}

/** A token endpoint body as stored Tokens, `expiresAt = floor(now / 1000) + expires_in`; undefined when it is not one. */
export function tokensFromResponse(
  body: Partial<TokenResponse>,
  role: Role,
  now: () => number,
): Tokens | undefined {
  if (typeof body.access_token !== 'string' || !Number.isFinite(Number(body.expires_in))) return undefined;
  return {
    accessToken: { value: body.access_token, expiresAt: Math.floor(now() / 1000) + Number(body.expires_in) },
    refreshToken: { value: String(body.refresh_token ?? ''), role },
  };
}
