// /admin/login: the owner or contributor signs in with e-mail and password.

import { isApiError } from '@cartwright/client';
import { ADMIN_EMAIL_MAX_LENGTH, ADMIN_PASSWORD_MAX_LENGTH } from '@cartwright/contracts/limits';
import { useStoreMutation } from '@cartwright/react';
import { type FormEvent, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { CredentialFields, credentialsOf } from '../../ui/forms/credential-fields.js';
import { FormAlert } from '../../ui/forms/field.js';
import { DraftInvalid, type FormErrors, formErrors } from '../../ui/forms/field-errors.js';
import { SubmitButton } from '../../ui/forms/submit-button.js';
import { useAdminSession } from '../admin-session.js';

/** The history state the admin layout leaves when the store did not confirm a sign-out. */
export interface AdminLoginState {
  /** Why the store's end of the session may still be open (describeError's sentence). */
  signOutUnconfirmed?: string;
}

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

interface Credentials {
  email: string;
  password: string;
}

/** The sign-in form; a signed-in admin goes straight on. */
export function AdminLoginPage() {
  const { signedIn, signIn } = useAdminSession();
  const [, navigate] = useLocation();
  const search = useSearch();
  // Read once: the redirect below and the mutation's success may both move on, and the second must not read
  // the query of the page the first already moved to (it has no `next`, so it would land on /products).
  const [next] = useState(() => nextAdminPath(search));
  const signOutUnconfirmed = useHistoryState<AdminLoginState | null>()?.signOutUnconfirmed;
  // Nothing to refresh: signIn drops every cached read.
  const login = useStoreMutation({
    mutationFn: async (_client, { email, password }: Credentials) => {
      const missing: Record<string, string> = {};
      if (!email) missing.email = 'Enter your e-mail address.';
      if (!password) missing.password = 'Enter your password.';
      if (Object.keys(missing).length > 0) throw new DraftInvalid(missing);
      await signIn({ email, password });
    },
    onSuccess: () => navigate(next, { replace: true }),
  });
  // While the sign-in runs the session is already the admin's; the mutation moves on once it is done.
  if (signedIn && !login.isPending) return <Redirect to={next} replace />;
  const errors = loginErrors(login.error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate(credentialsOf(event.currentTarget));
  };

  return (
    <section className="page admin-login" aria-labelledby="admin-login-title">
      <h1 id="admin-login-title">Store admin sign-in</h1>
      {signOutUnconfirmed && login.isIdle ? (
        <p className="form-alert" role="status">
          You are signed out on this device, but the sign-out may not have reached the store. What went wrong:{' '}
          {signOutUnconfirmed}.
        </p>
      ) : null}
      <p>Sign in with the e-mail and password of a store owner or contributor.</p>
      <form className="admin-form" onSubmit={submit} noValidate>
        <FormAlert message={errors.summary} />
        <CredentialFields
          errors={errors.fields}
          emailMaxLength={ADMIN_EMAIL_MAX_LENGTH}
          passwordMaxLength={ADMIN_PASSWORD_MAX_LENGTH}
        />
        <SubmitButton pending={login.isPending} pendingLabel="Signing in…">
          Sign in
        </SubmitButton>
      </form>
    </section>
  );
}
