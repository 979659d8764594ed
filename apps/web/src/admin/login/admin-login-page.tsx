// /admin/login: the owner or contributor signs in with e-mail and password.
import { isApiError } from '@cartwright/client';
import { type FormEvent, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useAdminSession } from '../admin-session.js';
import { Field, FormAlert } from '../forms/field.js';
import { type FormErrors, formErrors } from '../forms/field-errors.js';

/** Where to go after signing in: the page that sent us here, when it is an admin page. */
export function nextAdminPath(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return /^\/(?!\/)/.test(next) && !next.startsWith('/login') ? next : '/products';
}

function loginErrors(error: unknown): FormErrors {
  if (isApiError(error) && error.code === 'INVALID_CREDENTIALS') {
    return { fields: {}, summary: 'Wrong e-mail or password.' };
  }
  if (isApiError(error) && error.code === 'TOO_MANY_REQUESTS') {
    const seconds = Number(error.data?.retryAfterSeconds) || 60;
    const minutes = Math.ceil(seconds / 60);
    return {
      fields: {},
      summary: `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    };
  }
  return formErrors(error, ['email', 'password']);
}

/** The sign-in form; a signed-in admin goes straight on. */
export function AdminLoginPage() {
  const { signedIn, signIn } = useAdminSession();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  if (signedIn && !busy) return <Redirect to={nextAdminPath(search)} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const missing: Record<string, string> = {};
    if (!email) missing.email = 'Enter your e-mail address.';
    if (!password) missing.password = 'Enter your password.';
    if (Object.keys(missing).length > 0) return setErrors({ fields: missing });
    setBusy(true);
    setErrors({ fields: {} });
    try {
      await signIn({ email, password });
      navigate(nextAdminPath(search), { replace: true });
    } catch (error) {
      setErrors(loginErrors(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page admin-login" aria-labelledby="admin-login-title">
      <h1 id="admin-login-title">Store admin sign-in</h1>
      <p>Sign in with the e-mail and password of a store owner or contributor.</p>
      <form className="admin-form" onSubmit={submit} noValidate>
        <FormAlert message={errors.summary} />
        <Field label="E-mail" error={errors.fields.email}>
          {(control) => (
            <input {...control} name="email" type="email" autoComplete="username" maxLength={254} />
          )}
        </Field>
        <Field label="Password" error={errors.fields.password}>
          {(control) => (
            <input
              {...control}
              name="password"
              type="password"
              autoComplete="current-password"
              maxLength={256}
            />
          )}
        </Field>
        <button type="submit" className="button-link" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </section>
  );
}
