// /admin/settings/sign-in: how shoppers become members of the store.
import { useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { AuthSettingsForm } from './auth-settings-form.js';
import { authSettingsQuery } from './auth-settings-queries.js';
import { signInSections } from './sign-in-sections.js';

export function SignInSettingsPage() {
  const client = useStoreClient();
  const settings = useQuery(authSettingsQuery(client));
  return (
    <section className="page" aria-labelledby="sign-in-settings-title">
      <h1 id="sign-in-settings-title">Sign-in settings</h1>
      <p>
        How shoppers create accounts and sign in. The e-mails members receive are listed in the{' '}
        <Link to="/email-outbox">e-mail outbox</Link>. Members can also sign in through{' '}
        <Link to="/settings/sso">SSO connections</Link>.
      </p>
      <FormAlert message={settings.isError ? describeError(settings.error) : undefined} />
      {settings.isPending ? <p role="status">Loading sign-in settings…</p> : null}
      {settings.data ? <AuthSettingsForm settings={settings.data} /> : null}
      <nav className="admin-section" aria-labelledby="sign-in-sections-title">
        <h2 id="sign-in-sections-title">Apps and keys</h2>
        <ul className="section-links">
          {signInSections.map((section) => (
            <li key={section.to}>
              <Link to={section.to}>{section.label}</Link>
              <span>{section.about}</span>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
