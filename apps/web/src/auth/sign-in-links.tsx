// The pair of entry points to the hosted sign-in and sign-up pages.
import { Link } from 'wouter';

export function SignInLinks() {
  return (
    <p className="actions">
      <Link className="button-link" to="/auth/login">
        Sign in
      </Link>
      <Link to="/auth/signup">Create an account</Link>
    </p>
  );
}
