// The store's own captcha: proof of work instead of a third-party service. A challenge costs a browser
// about a second of hashing and the server one hash to check, so scripted sign-in floods get expensive.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AuthSettings, CaptchaChallengeResponse, CaptchaToken } from '@cartwright/contracts';
import type { AppDeps } from '../../../deps.js';
import { invalidCaptchaToken, missingCaptchaToken } from '../identity.errors.js';
import { deleteExpiredChallenges, insertChallenge, spendChallenge } from './captcha.repository.js';

/** About 65,000 hashes on average: a second or so in a browser. */
export const CAPTCHA_DIFFICULTY = 16;
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;
const NONCE_MAX_LENGTH = 64;

type CaptchaDeps = Pick<AppDeps, 'db' | 'clock'>;

export async function createCaptchaChallenge(deps: CaptchaDeps): Promise<CaptchaChallengeResponse> {
  const now = deps.clock();
  const challenge = {
    challengeId: randomUUID(),
    salt: randomBytes(16).toString('hex'),
    difficulty: CAPTCHA_DIFFICULTY,
  };
  await insertChallenge(deps.db, {
    id: challenge.challengeId,
    salt: challenge.salt,
    difficulty: challenge.difficulty,
    created_at: now,
    expires_at: new Date(now.getTime() + CAPTCHA_TTL_MS),
    used_at: null,
  });
  return challenge;
}

/** Whether the SHA-256 of the text starts with `bits` zero bits. */
export function hasLeadingZeroBits(text: string, bits: number): boolean {
  const digest = createHash('sha256').update(text).digest();
  for (let i = 0; i < bits; i++) {
    if ((digest[i >> 3]! >> (7 - (i & 7))) & 1) return false;
  }
  return true;
}

/** The first token of the first captcha object, under any of the gateway's keys. */
function tokenOf(tokens: readonly CaptchaToken[] | undefined): string | undefined {
  const first = tokens?.[0];
  if (typeof first !== 'object' || first === null) return undefined;
  const candidates = [
    first.Recaptcha,
    first.InvisibleRecaptcha,
    first.NoCaptcha,
    first.recaptchaForClientSiteKey?.token,
  ];
  return candidates.find((token): token is string => typeof token === 'string' && token !== '');
}

/**
 * Checks the captcha token when `required`: "-19971" when there is none, "-19970" when it names no live
 * challenge or its proof does not hold. The challenge is spent either way.
 */
export async function checkCaptcha(
  deps: CaptchaDeps,
  tokens: readonly CaptchaToken[] | undefined,
  required: boolean,
): Promise<void> {
  if (!required) return;
  const token = tokenOf(tokens);
  if (token === undefined) throw missingCaptchaToken();
  const separator = token.indexOf(':');
  const id = token.slice(0, separator);
  const nonce = token.slice(separator + 1);
  if (separator < 0 || nonce.length > NONCE_MAX_LENGTH) throw invalidCaptchaToken();
  const challenge = await spendChallenge(deps.db, id, deps.clock());
  if (!challenge || !hasLeadingZeroBits(challenge.salt + nonce, challenge.difficulty))
    throw invalidCaptchaToken();
}

/** Whether a sign-in must carry a captcha token: always, or after `failures` reached the setting. */
export const captchaRequired = (settings: AuthSettings, failures: number) =>
  settings.captcha === 'ALWAYS' ||
  (settings.captcha === 'AFTER_FAILURES' && failures >= settings.captchaAfterFailures);

/** Deletes expired challenges (housekeeping); answers how many went. */
export const deleteExpiredCaptchaChallenges = (deps: CaptchaDeps) =>
  deleteExpiredChallenges(deps.db, deps.clock());
