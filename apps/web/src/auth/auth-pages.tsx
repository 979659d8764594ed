// Hosted sign-in pages (/auth/...): each names its flow and says honestly that its form is not here yet.
import type { ReactNode } from 'react';
import { Link } from 'wouter';

interface AuthPageProps {
  title: string;
  children: ReactNode;
}

function AuthPage({ title, children }: AuthPageProps) {
  return (
    <section className="page auth-page" aria-labelledby="auth-title">
      <h1 id="auth-title">{title}</h1>
      {children}
      <p>
        <Link to="/">Back to the shop</Link>
      </p>
    </section>
  );
}

/** `/auth/login`. */
export function LoginPage() {
  return (
    <AuthPage title="Sign in">
      <p>
        The sign-in form arrives with the sign-in feature; signing in is not possible in this version yet.
      </p>
      <p>
        New here? <Link to="/auth/signup">Create an account</Link>.
      </p>
    </AuthPage>
  );
}

/** `/auth/signup`. */
export function SignupPage() {
  return (
    <AuthPage title="Create an account">
      <p>
        The sign-up form arrives with the sign-in feature; accounts cannot be created in this version yet.
      </p>
      <p>
        Already a member? <Link to="/auth/login">Sign in</Link>.
      </p>
    </AuthPage>
  );
}

/** `/auth/verify`. */
export function VerifyPage() {
  return (
    <AuthPage title="Verify your e-mail">
      <p>
        Entering a verification code arrives with the sign-in feature and is not possible in this version yet.
      </p>
    </AuthPage>
  );
}

/** `/auth/reset-password`. */
export function ResetPasswordPage() {
  return (
    <AuthPage title="Reset your password">
      <p>Password recovery arrives with the sign-in feature and is not possible in this version yet.</p>
    </AuthPage>
  );
}

/** `/auth/logout`. */
export function LogoutPage() {
  return (
    <AuthPage title="Sign out">
      <p>Signing out arrives with the sign-in feature; until then nobody can be signed in as a member.</p>
    </AuthPage>
  );
}

/** `/auth/authorize`: the hosted page that other apps send shoppers to for an authorization code. */
export function AuthorizePage() {
  return (
    <AuthPage title="Authorize">
      <p>Authorizing an app with your account arrives with the sign-in feature and is not possible yet.</p>
    </AuthPage>
  );
}
