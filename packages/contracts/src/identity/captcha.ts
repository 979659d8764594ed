// GET /cartwright/v1/captcha/challenge: the store's own proof-of-work captcha. The client finds a nonce
// with sha256(salt + nonce) starting with `difficulty` zero bits and sends `challengeId:nonce` as a
// captcha token (any key); each challenge is good for one sign-in within ten minutes.
import { type Static, Type } from '@sinclair/typebox';

export const CAPTCHA_CHALLENGE_PATH = '/cartwright/v1/captcha/challenge';

export const CaptchaChallengeResponseSchema = Type.Object({
  challengeId: Type.String(),
  salt: Type.String(),
  difficulty: Type.Integer({
    minimum: 1,
    maximum: 32,
    description: 'leading zero bits of sha256(salt + nonce)',
  }),
});
export type CaptchaChallengeResponse = Static<typeof CaptchaChallengeResponseSchema>;
