// /auth/forgot-password: the shopper asks for a reset link by e-mail.
import { isApiError } from '@cartwright/client';
import { sendRecoveryEmail } from '@cartwright/client/recovery';
import { useStoreMutation } from '@cartwright/react';
import type { FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { EmailField, FormAlert } from '../ui/forms/field.js';
import { DraftInvalid, formErrors } from '../ui/forms/field-errors.js';
import { SubmitButton } from '../ui/forms/submit-button.js';
import { problemMessage } from './auth-messages.js';
import { AuthPage } from './auth-page.js';

import { emailProblem } from './password-rule.js';

export function ForgotPasswordPage() {
  const emailDefault = new URLSearchParams(useSearch()).get('email') ?? '';
  const send = useStoreMutation({
    mutationFn: async (client, email: string) => {
      const problem = emailProblem(email);
      if (problem) throw new DraftInvalid({ email: problem });
      await sendRecoveryEmail(client, { email });
      return email;
    },
  });

  if (send.isSuccess) {
    return (
      <AuthPage title="Check your e-mail">
        <p role="status">
          If an account uses <strong>{send.data}</strong>, we have sent it a link to choose a new password.
          The link works once, for 60 minutes.
        </p>
        <p className="auth-links">
          <Link to="/auth/login">Back to sign in</Link>
          <button type="button" className="text-button" onClick={() => send.reset()}>
            Use another address
          </button>
        </p>
      </AuthPage>
    );
  }
  const errors =
    isApiError(send.error) && send.error.code === 'TOO_MANY_REQUESTS'
      ? { fields: {}, summary: problemMessage('throttled', Number(send.error.data?.retryAfterSeconds)) }
      : formErrors(send.error, ['email']);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate(String(new FormData(event.currentTarget).get('email') ?? '').trim());
  };
  return (
    <AuthPage
      title="Forgot your password?"
      intro="Enter your e-mail and we will send you a link to choose a new one."
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        <FormAlert message={errors.summary} />
        <EmailField
          label="E-mail"
          error={errors.fields.email}
          name="email"
          autoComplete="email"
          defaultValue={emailDefault}
          maxLength={320}
          required
        />
        <SubmitButton pending={send.isPending} pendingLabel="Sending…">
          Send reset link
        </SubmitButton>
      </form>
      <p className="auth-links">
        <Link to="/auth/login">Back to sign in</Link>
      </p>
    </AuthPage>
  );
}
