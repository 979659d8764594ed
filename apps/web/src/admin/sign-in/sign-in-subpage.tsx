// A page under the sign-in settings (API keys, OAuth apps, redirect targets): the way back, its heading and
// what it is for, then its own content.
import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import { SIGN_IN_SETTINGS_PATH } from './sign-in-sections.js';

export function SignInSubpage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="page" aria-labelledby={headingId}>
      <p>
        <Link to={SIGN_IN_SETTINGS_PATH}>Back to sign-in settings</Link>
      </p>
      <h1 id={headingId}>{title}</h1>
      <p>{intro}</p>
      {children}
    </section>
  );
}
