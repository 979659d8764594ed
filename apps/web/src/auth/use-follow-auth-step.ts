// What the login and sign-up forms do with the store's answer: a success finishes the sign-in, a required
// e-mail code opens the verify page with who signs in; any other step is for the page to show.
import { useLocation } from 'wouter';
import type { AuthStep } from './auth-step.js';
import { type PendingSignIn, useFinishSignIn } from './use-finish-sign-in.js';
import type { VerifyState } from './verify-page.js';

/** Returns `follow(step, pending)`, which resolves to the step once its way on is taken. */
export function useFollowAuthStep() {
  const [, navigate] = useLocation();
  const finish = useFinishSignIn();
  return async (step: AuthStep, pending: PendingSignIn): Promise<AuthStep> => {
    if (step.state === 'SUCCESS') {
      await finish(step.sessionToken, { ...pending, profile: { ...pending.profile, ...step.profile } });
    }
    if (step.state === 'EMAIL_VERIFICATION_REQUIRED') {
      const state: VerifyState = { stateToken: step.stateToken, ...pending };
      navigate('/auth/verify', { state });
    }
    return step;
  };
}
