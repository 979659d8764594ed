// /auth/verify: the 6-digit code e-mailed after a sign-up or sign-in that the store wants verified.
import { useStoreMutation } from '@cartwright/react';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { FormAlert } from '../ui/forms/field.js';
import { DraftInvalid, formErrors } from '../ui/forms/field-errors.js';
import { SubmitButton } from '../ui/forms/submit-button.js';
import { waitText } from './auth-messages.js';
import { AuthPage } from './auth-page.js';
import { AuthProblemAlert } from './auth-problem-alert.js';
import type { AuthStep } from './auth-step.js';
import { CODE_LENGTH, CodeField, isWholeCode } from './code-field.js';
import { resendCode, verifyCode } from './member-sign-in.js';
import { useCoolDown } from './use-cool-down.js';
import { type PendingSignIn, useFinishSignIn } from './use-finish-sign-in.js';

/** The history state the sign-up and sign-in pages leave: the attempt's state token and who signs in. */
export interface VerifyState extends PendingSignIn {
  stateToken: string;
}

/** How long "Send a new code" waits after a code was sent (the store limits resends too). */
const RESEND_COOL_DOWN_SECONDS = 30;

export function VerifyPage() {
  const state = useHistoryState<VerifyState | null>();
  if (!state?.stateToken) {
    return (
      <AuthPage title="Verify your e-mail">
        <p>
          A verification code is asked for right after you create an account or sign in. Start there, and the
          code we e-mail you is entered on this page.
        </p>
        <p className="auth-links">
          <Link to="/auth/login">Sign in</Link>
          <Link to="/auth/signup">Create an account</Link>
        </p>
      </AuthPage>
    );
  }
  return <VerifyForm pending={state} />;
}

function VerifyForm({ pending }: { pending: VerifyState }) {
  const finish = useFinishSignIn();
  const [coolDown, startCoolDown] = useCoolDown(RESEND_COOL_DOWN_SECONDS);
  const verify = useStoreMutation({
    mutationFn: async (client, code: string): Promise<AuthStep> => {
      if (!isWholeCode(code)) {
        throw new DraftInvalid({ code: `Enter the ${CODE_LENGTH} digits from the e-mail.` });
      }
      const step = await verifyCode(client, { code, stateToken: pending.stateToken });
      if (step.state === 'SUCCESS') {
        await finish(step.sessionToken, { ...pending, profile: { ...pending.profile, ...step.profile } });
      }
      return step;
    },
  });
  const resend = useStoreMutation({
    mutationFn: (client) => resendCode(client, pending.stateToken),
    onSuccess: (failure) => {
      const wait = failure?.state === 'FAILURE' ? failure.retryAfterSeconds : undefined;
      if (!failure || wait) startCoolDown(wait ?? RESEND_COOL_DOWN_SECONDS);
    },
  });

  if (verify.data?.state === 'OWNER_APPROVAL_REQUIRED') {
    return (
      <AuthPage title="E-mail verified">
        <p role="status">
          Thank you. Your account now waits for the store owner's approval; you can sign in once it is
          approved.
        </p>
      </AuthPage>
    );
  }
  const errors = formErrors(verify.error ?? resend.error, ['code']);
  const failure = verify.data?.state === 'FAILURE' ? verify.data : undefined;
  const resendFailure = resend.data?.state === 'FAILURE' ? resend.data : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    verify.mutate(String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, ''));
  };

  return (
    <AuthPage
      title="Verify your e-mail"
      intro={
        <>
          We sent a {CODE_LENGTH}-digit code to <strong>{pending.profile.email}</strong>. It is valid for 10
          minutes.
        </>
      }
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        <AuthProblemAlert failure={failure ?? resendFailure} email={pending.profile.email} />
        <FormAlert message={errors.summary} />
        {resend.isSuccess && !resendFailure ? (
          <p className="form-notice" role="status">
            A new code is on its way. Only the newest code works.
          </p>
        ) : null}
        <CodeField label="Verification code" error={errors.fields.code} />
        <SubmitButton pending={verify.isPending || verify.data?.state === 'SUCCESS'} pendingLabel="Checking…">
          Verify
        </SubmitButton>
      </form>
      <p className="auth-links">
        <span>
          No e-mail?{' '}
          <button
            type="button"
            className="text-button"
            disabled={coolDown > 0 || resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resend.isPending ? 'Sending…' : 'Send a new code'}
          </button>
          {coolDown > 0 ? <span className="form-hint"> (possible {waitText(coolDown)})</span> : null}
        </span>
      </p>
    </AuthPage>
  );
}
