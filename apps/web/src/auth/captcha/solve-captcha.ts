// Solves the store's captcha for a sign-up or sign-in: fetches a challenge, searches the nonce in a Web
// Worker (the page stays responsive and can say what it is doing), answers the token the store expects.
import { callApi, type StoreClient } from '@cartwright/client';
import {
  CAPTCHA_CHALLENGE_PATH,
  type CaptchaChallengeResponse,
  type CaptchaToken,
} from '@cartwright/contracts';
import type { SolveMessage, SolveRequest } from './captcha.worker.js';

/** Called with the share of the expected work done so far (0 to 1; a hard challenge may pass 1). */
export type CaptchaProgress = (share: number) => void;

function findNonce(challenge: SolveRequest, onProgress: CaptchaProgress): Promise<number> {
  const worker = new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module' });
  const expected = 2 ** challenge.difficulty;
  return new Promise<number>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<SolveMessage>) => {
      if (event.data.kind === 'progress') onProgress(event.data.tried / expected);
      else resolve(event.data.nonce);
    });
    worker.addEventListener('error', () =>
      reject(new Error('The robot check could not run in this browser')),
    );
    worker.postMessage(challenge satisfies SolveRequest);
  }).finally(() => worker.terminate());
}

/**
 * The captcha tokens for the next register or login call (GET /cartwright/v1/captcha/challenge, then about
 * 65,000 hashes at the store's default difficulty).
 * @example const captchaTokens = await solveCaptcha(client, (share) => setProgress(share));
 */
export async function solveCaptcha(
  client: StoreClient,
  onProgress: CaptchaProgress,
): Promise<CaptchaToken[]> {
  const { challengeId, salt, difficulty } = await callApi<CaptchaChallengeResponse>(client, {
    method: 'GET',
    path: CAPTCHA_CHALLENGE_PATH,
    retry: 'none',
  });
  const nonce = await findNonce({ salt, difficulty }, onProgress);
  return [{ Recaptcha: `${challengeId}:${nonce}` }];
}
