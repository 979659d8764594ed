// The e-mail and password of a sign-in form (the admin's and the member's), and how the submit reads them.
import { EmailField, PasswordField } from './field.js';

export interface Credentials {
  email: string;
  password: string;
}

/** The typed e-mail (trimmed) and password of a form holding CredentialFields. */
export function credentialsOf(form: HTMLFormElement): Credentials {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? '') };
}

interface CredentialFieldsProps {
  /** Field path → message, from formErrors. */
  errors: Record<string, string>;
  emailMaxLength: number;
  passwordMaxLength: number;
  emailDefault?: string;
  required?: boolean;
}

export function CredentialFields({
  errors,
  emailMaxLength,
  passwordMaxLength,
  emailDefault,
  required = false,
}: CredentialFieldsProps) {
  return (
    <>
      <EmailField
        label="E-mail"
        error={errors.email}
        name="email"
        autoComplete="username"
        defaultValue={emailDefault}
        maxLength={emailMaxLength}
        required={required}
      />
      <PasswordField
        label="Password"
        error={errors.password}
        name="password"
        autoComplete="current-password"
        maxLength={passwordMaxLength}
        required={required}
      />
    </>
  );
}
