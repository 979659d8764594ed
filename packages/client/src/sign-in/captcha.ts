// The store's own captcha, solved in the browser (or Node): fetch a challenge, find the nonce whose
// SHA-256 with the salt starts with enough zero bits, answer the token register and login carry.
import type { CaptchaChallengeResponse } from '@cartwright/contracts';
import { callApi } from '../http/call-api.js';
import type { CallOptions } from '../http/types.js';
import { type SignInTarget, signInClient } from './sign-in-client.js';

/** Nonces hashed at once. */
const DIGEST_BATCH = 256;

function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/**
 * A captcha token for the next register or login, for stores that ask for one: about a second of
 * hashing at the default difficulty. Pass it as `captchaTokens: [{ Recaptcha: token }]`.
 * @example await register(client, { email, password, captchaTokens: [{ Recaptcha: await solveCaptcha(client) }] });
 */
export async function solveCaptcha(target: SignInTarget, options?: CallOptions): Promise<string> {
  const { challengeId, salt, difficulty } = await callApi<CaptchaChallengeResponse>(
    signInClient(target),
    { method: 'GET', path: '/cartwright/v1/captcha/challenge', retry: 'none' },
    {},
    options,
  );
  const encoder = new TextEncoder();
  // Digests in batches: Web Crypto works on many at once, where one await per nonce would wait on each in
  // turn (tens of seconds on a busy machine instead of about one).
  for (let start = 0; ; start += DIGEST_BATCH) {
    options?.signal?.throwIfAborted();
    const digests = await Promise.all(
      Array.from({ length: DIGEST_BATCH }, (_, i) =>
        crypto.subtle.digest('SHA-256', encoder.encode(salt + (start + i))),
      ),
    );
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= difficulty);
    if (found >= 0) return `${challengeId}:${start + found}`;
  }
}
