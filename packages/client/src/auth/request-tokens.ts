// POST {host}/oauth2/token: the anonymous and refresh_token grants, with no Authorization header (wire §3.1).
import type { TokenRequest, TokenResponse, Tokens } from '@cartwright/contracts';
import type { Transport } from '../client/types.js';
import { DEFAULT_TIMEOUT_MS } from '../constants.js';
import { AuthError, NetworkError } from '../errors/errors.js';
import { startDeadline } from '../http/deadline.js';

type Role = Tokens['refreshToken']['role'];

/**
 * Exchanges a grant for tokens; `expiresAt = floor(now / 1000) + expires_in`. A non-200 answer is
 * AuthError `TOKEN_REQUEST_FAILED` ('something went wrong'); no answer is a NetworkError.
 */
export async function requestTokens(
  transport: Transport,
  grant: TokenRequest,
  role: Role,
  now: () => number,
): Promise<Tokens> {
  const deadline = startDeadline(DEFAULT_TIMEOUT_MS);
  try {
    const response = await deadline
      .race(
        Promise.resolve(
          transport.fetch(`${transport.host}/oauth2/token`, {
            method: 'POST',
            headers: { ...transport.headers, 'content-type': 'application/json' },
            body: JSON.stringify(grant),
            signal: deadline.signal,
          }),
        ),
      )
      .catch((cause: unknown) => {
        throw cause instanceof Error && cause.name === 'TimeoutError' ? cause : new NetworkError({ cause });
      });
    const body =
      response.status === 200
        ? await deadline.race(response.json() as Promise<Partial<TokenResponse>>).catch(() => undefined)
        : undefined;
    const tokens = body && tokensFromResponse(body, role, now);
    if (!tokens) throw new AuthError('TOKEN_REQUEST_FAILED', { status: response.status, response });
    return tokens;
  } finally {
    deadline.done();
  }
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
