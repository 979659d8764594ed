// The fields that choose a member password: the new one with the rule as its hint, and, where a typo would lock
// the member out, the same again. Sign-up, the reset link and the account's change form all use them.
import { PasswordField } from '../ui/forms/field.js';
import { PASSWORD_MAX_LENGTH, passwordHint } from './password-rule.js';

interface NewPasswordFieldsProps {
  label: string;
  /** The form data key of the new password; the repeat is always `repeated`. */
  name: string;
  /** Field path → message, from formErrors. */
  errors: Record<string, string>;
  /** Ask for it twice. */
  repeat?: boolean;
  required?: boolean;
}

export function NewPasswordFields({
  label,
  name,
  errors,
  repeat = true,
  required = false,
}: NewPasswordFieldsProps) {
  const shared = { autoComplete: 'new-password', maxLength: PASSWORD_MAX_LENGTH, required } as const;
  return (
    <>
      <PasswordField label={label} hint={passwordHint} error={errors[name]} name={name} {...shared} />
      {repeat ? (
        <PasswordField label={`${label} again`} error={errors.repeated} name="repeated" {...shared} />
      ) : null}
    </>
  );
}
