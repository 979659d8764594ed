// The frame of every /auth page: a narrow card with the page's title, its content, and a way back to the shop.
import type { ReactNode } from 'react';
import { Link } from 'wouter';

interface AuthPageProps {
  title: string;
  /** A sentence under the title saying what the page is for. */
  intro?: ReactNode;
  children: ReactNode;
}

export function AuthPage({ title, intro, children }: AuthPageProps) {
  return (
    <section className="page auth-page" aria-labelledby="auth-title">
      <h1 id="auth-title">{title}</h1>
      <div className="auth-card">
        {intro ? <p>{intro}</p> : null}
        {children}
      </div>
      <p className="auth-footer">
        <Link to="/">Back to the shop</Link>
      </p>
    </section>
  );
}

/** A new member's sign-in, by password or SSO, that the owner must approve first. */
export function ApprovalPendingPage() {
  return (
    <AuthPage title="Waiting for approval">
      <p role="status">
        Your account is waiting for the store owner's approval. You can sign in once it is approved.
      </p>
    </AuthPage>
  );
}
