// The account page's password change: the current password, then the new one twice.
import { isApiError } from '@cartwright/client';
import { changePassword } from '@cartwright/client/recovery';
import { useStoreMutation } from '@cartwright/react';
import { type FormEvent, useRef } from 'react';
import { NewPasswordFields } from '../auth/new-password-fields.js';
import { PASSWORD_MAX_LENGTH, passwordProblem } from '../auth/password-rule.js';
import { FormAlert, PasswordField } from '../ui/forms/field.js';
import { DraftInvalid, formErrors } from '../ui/forms/field-errors.js';
import { SubmitButton } from '../ui/forms/submit-button.js';

interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  repeated: string;
}

function changeErrors(error: unknown) {
  if (isApiError(error) && error.code === 'WRONG_PASSWORD') {
    return { fields: { currentPassword: 'This is not your current password.' } };
  }
  return formErrors(error, ['currentPassword', 'newPassword', 'repeated']);
}

export function ChangePasswordForm() {
  const form = useRef<HTMLFormElement>(null);
  const change = useStoreMutation({
    mutationFn: async (client, { currentPassword, newPassword, repeated }: PasswordChange) => {
      const problems: Record<string, string> = {};
      if (!currentPassword) problems.currentPassword = 'Enter your current password.';
      const problem = passwordProblem(newPassword);
      if (problem) problems.newPassword = problem;
      else if (newPassword !== repeated) problems.repeated = 'The two passwords differ.';
      if (Object.keys(problems).length > 0) throw new DraftInvalid(problems);
      await changePassword(client, newPassword, { currentPassword });
    },
    onSuccess: () => form.current?.reset(),
  });
  const errors = changeErrors(change.error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    change.mutate({
      currentPassword: text('currentPassword'),
      newPassword: text('newPassword'),
      repeated: text('repeated'),
    });
  };
  return (
    <form className="auth-form" ref={form} onSubmit={submit} noValidate>
      <FormAlert message={errors.summary} />
      {change.isSuccess ? (
        <p className="form-notice" role="status">
          Your password is changed. Other devices where you were signed in have been signed out.
        </p>
      ) : null}
      <PasswordField
        label="Current password"
        error={errors.fields.currentPassword}
        name="currentPassword"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <NewPasswordFields label="New password" name="newPassword" errors={errors.fields} />
      <SubmitButton pending={change.isPending} pendingLabel="Changing…">
        Change password
      </SubmitButton>
    </form>
  );
}
