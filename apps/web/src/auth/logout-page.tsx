// /auth/logout: signs the member out here and at the store, then goes back to the shop.
import { useStoreMutation } from '@cartwright/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { describeError } from '../ui/forms/field-errors.js';
import { AuthPage } from './auth-page.js';
import { signOut } from './member-session.js';

export function LogoutPage() {
  const [, navigate] = useLocation();
  const leave = useStoreMutation({
    mutationFn: (client) => signOut(client),
    onSuccess: () => navigate('/', { replace: true }),
  });
  const { mutate } = leave;
  // Opening the page is the request to sign out (the header's menu links here).
  useEffect(() => mutate(), [mutate]);
  return (
    <AuthPage title="Sign out">
      {leave.isError ? (
        <>
          <p role="alert">
            You are signed out on this device, but the store could not confirm it:{' '}
            {describeError(leave.error)}
          </p>
          <p className="auth-links">
            <button type="button" className="text-button" onClick={() => leave.mutate()}>
              Try again
            </button>
            <Link to="/">Back to the shop</Link>
          </p>
        </>
      ) : (
        <p role="status">Signing you out…</p>
      )}
    </AuthPage>
  );
}
