// A failed sign-in, sign-up or verification: the problem's sentence and the link that helps with it.
import { Link } from 'wouter';
import { problemMessage } from './auth-messages.js';
import type { AuthStep } from './auth-step.js';

type Failure = Extract<AuthStep, { state: 'FAILURE' }>;

/** `email` pre-fills the forms the links open. */
export function AuthProblemAlert({ failure, email }: { failure?: Failure; email?: string }) {
  if (!failure) return null;
  const query = email ? `?email=${encodeURIComponent(email)}` : '';
  const { problem } = failure;
  return (
    <div className="form-alert" role="alert">
      <p className="form-alert-text">
        {problemMessage(problem, failure.retryAfterSeconds)}
        {problem === 'unknown' && failure.detail ? ` (${failure.detail})` : null}
      </p>
      {problem === 'emailAlreadyExists' ? (
        <p className="form-alert-text">
          <Link to={`/auth/login${query}`}>Sign in</Link> or{' '}
          <Link to={`/auth/forgot-password${query}`}>reset your password</Link>.
        </p>
      ) : null}
      {problem === 'resetPassword' ? (
        <p className="form-alert-text">
          <Link to={`/auth/forgot-password${query}`}>Reset your password</Link>
        </p>
      ) : null}
      {problem === 'invalidPassword' ? (
        <p className="form-alert-text">
          <Link to={`/auth/forgot-password${query}`}>Reset your password</Link> or{' '}
          <Link to="/auth/signup">create an account</Link>
        </p>
      ) : null}
    </div>
  );
}
