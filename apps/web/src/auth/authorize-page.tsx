// /auth/authorize: where the store's authorize endpoint used to be announced; apps now send shoppers to
// /oauth2/authorize, which opens the sign-in page when nobody is signed in.
import { Link } from 'wouter';
import { AuthPage } from './auth-page.js';

export function AuthorizePage() {
  return (
    <AuthPage title="Sign in to continue">
      <p>
        Apps that let you shop with your account here send you through this store's sign-in page. If an app
        sent you to this address, go back to it and start again, or sign in to the shop directly.
      </p>
      <p className="auth-links">
        <Link to="/auth/login">Sign in</Link>
      </p>
    </AuthPage>
  );
}
