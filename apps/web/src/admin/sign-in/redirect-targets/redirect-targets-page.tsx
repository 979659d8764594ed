// /admin/settings/sign-in/redirect-targets: where redirect sessions lead for what the store has no pages for.
import { useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { FormAlert } from '../../../ui/forms/field.js';
import { describeError } from '../../../ui/forms/field-errors.js';
import { SignInSubpage } from '../sign-in-subpage.js';
import { redirectTargetQuery } from './redirect-target-queries.js';
import { RedirectTargetsForm } from './redirect-targets-form.js';

export function RedirectTargetsPage() {
  const client = useStoreClient();
  const targets = useQuery(redirectTargetQuery(client));
  return (
    <SignInSubpage
      title="Redirect targets"
      intro={
        <>
          Apps ask the store where to send a shopper for bookings, events and paid plans. Give the address of
          the page that handles each; a field in braces, like <code>{'{planId}'}</code>, takes that value of
          the request. Targets left empty are answered "not configured".
        </>
      }
    >
      <FormAlert message={targets.isError ? describeError(targets.error) : undefined} />
      {targets.isPending ? <p role="status">Loading redirect targets…</p> : null}
      {targets.data ? <RedirectTargetsForm targets={targets.data} /> : null}
    </SignInSubpage>
  );
}
