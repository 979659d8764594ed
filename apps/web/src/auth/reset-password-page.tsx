// /auth/reset-password?recoveryToken=…: the page the reset e-mail links to; the shopper picks a new password.
import { isApiError } from '@cartwright/client';
import { recover } from '@cartwright/client/recovery';
import { useStoreMutation } from '@cartwright/react';
import type { FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { FormAlert } from '../ui/forms/field.js';
import { DraftInvalid, formErrors } from '../ui/forms/field-errors.js';
import { SubmitButton } from '../ui/forms/submit-button.js';
import { AuthPage } from './auth-page.js';
import { NewPasswordFields } from './new-password-fields.js';

import { passwordProblem } from './password-rule.js';

interface NewPassword {
  password: string;
  repeated: string;
}

function DeadLink() {
  return (
    <AuthPage title="This link no longer works">
      <p role="alert">
        The reset link has expired or was already used. Links work once, for 60 minutes after they were sent.
      </p>
      <p className="auth-links">
        <Link to="/auth/forgot-password">Send a new link</Link>
      </p>
    </AuthPage>
  );
}

export function ResetPasswordPage() {
  const recoveryToken = new URLSearchParams(useSearch()).get('recoveryToken') ?? '';
  const reset = useStoreMutation({
    mutationFn: async (client, { password, repeated }: NewPassword) => {
      const problem = passwordProblem(password);
      if (problem) throw new DraftInvalid({ password: problem });
      if (password !== repeated) throw new DraftInvalid({ repeated: 'The two passwords differ.' });
      await recover(client, { recoveryToken, password });
    },
  });

  if (!recoveryToken) return <DeadLink />;
  if (isApiError(reset.error) && reset.error.code === 'INVALID_RECOVERY_TOKEN') return <DeadLink />;
  if (reset.isSuccess) {
    return (
      <AuthPage title="Password changed">
        <p role="status">
          Your new password is set, and every device that was signed in has been signed out.
        </p>
        <p>
          <Link className="button-link" to="/auth/login">
            Sign in
          </Link>
        </p>
      </AuthPage>
    );
  }
  const errors = formErrors(reset.error, ['password', 'repeated']);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    reset.mutate({
      password: String(form.get('password') ?? ''),
      repeated: String(form.get('repeated') ?? ''),
    });
  };
  return (
    <AuthPage title="Choose a new password">
      <form className="auth-form" onSubmit={submit} noValidate>
        <FormAlert message={errors.summary} />
        <NewPasswordFields label="New password" name="password" errors={errors.fields} required />
        <SubmitButton pending={reset.isPending} pendingLabel="Saving…">
          Set new password
        </SubmitButton>
      </form>
    </AuthPage>
  );
}
