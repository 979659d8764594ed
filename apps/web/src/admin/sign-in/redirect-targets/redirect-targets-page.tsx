// /admin/settings/sign-in/redirect-targets: where redirect sessions lead for what the store has no pages for.
import { useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { FormAlert } from '../../../ui/forms/field.js';
import { describeError } from '../../../ui/forms/field-errors.js';
import { SIGN_IN_SETTINGS_PATH } from '../sign-in-sections.js';
import { redirectTargetQuery } from './redirect-target-queries.js';
import { RedirectTargetsForm } from './redirect-targets-form.js';

export function RedirectTargetsPage() {
  const client = useStoreClient();
  const targets = useQuery(redirectTargetQuery(client));
  return (
    <section className="page" aria-labelledby="redirect-targets-title">
      <p>
        <Link to={SIGN_IN_SETTINGS_PATH}>Back to sign-in settings</Link>
      </p>
      <h1 id="redirect-targets-title">Redirect targets</h1>
      <p>
        Apps ask the store where to send a shopper for bookings, events and paid plans. Give the address of
        the page that handles each; a field in braces, like <code>{'{planId}'}</code>, takes that value of the
        request. Targets left empty are answered "not configured".
      </p>
      <FormAlert message={targets.isError ? describeError(targets.error) : undefined} />
      {targets.isPending ? <p role="status">Loading redirect targets…</p> : null}
      {targets.data ? <RedirectTargetsForm targets={targets.data} /> : null}
    </section>
  );
}
