// Deleting one's own account: asked once more in place, then the member's record and sessions are gone at the
// store, this browser forgets the session, and the account page says the account is deleted.
import { deleteMyMember } from '@cartwright/client/members';
import { memberKeys, useStoreMutation } from '@cartwright/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { saveMemberProfile } from '../auth/member-profile.js';
import { endHostedSession } from '../auth/member-session.js';
import { FormAlert } from '../ui/forms/field.js';
import { ACCOUNT_DELETED_STATE } from './account-deleted.js';
import { describeAccountError } from './account-errors.js';

export function DeleteAccountSection() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const deletion = useStoreMutation({
    mutationFn: async (client) => {
      await deleteMyMember(client);
      // The store ended every session of the member; this browser forgets its own.
      saveMemberProfile(undefined);
      await client.auth.logout();
      queryClient.removeQueries({ queryKey: memberKeys.all });
      await endHostedSession(client).catch(() => undefined);
    },
    onSuccess: () => navigate('/account', { replace: true, state: ACCOUNT_DELETED_STATE }),
  });
  return (
    <section className="account-section" aria-labelledby="account-delete">
      <h2 id="account-delete">Delete your account</h2>
      <FormAlert message={deletion.isError ? describeAccountError(deletion.error) : undefined} />
      <p>Your profile, contact details and sign-in go away for good. This cannot be undone.</p>
      {confirming ? (
        <fieldset className="account-fieldset danger-zone">
          <legend>Are you sure?</legend>
          <p>You will be signed out everywhere, and you cannot sign in with this account again.</p>
          <p className="actions">
            <button
              type="button"
              className="danger-button"
              disabled={deletion.isPending}
              onClick={() => deletion.mutate()}
            >
              {deletion.isPending ? 'Deleting…' : 'Yes, delete my account'}
            </button>
            <button
              type="button"
              className="secondary-button"
              disabled={deletion.isPending}
              onClick={() => setConfirming(false)}
            >
              Keep my account
            </button>
          </p>
        </fieldset>
      ) : (
        <button type="button" className="danger-button" onClick={() => setConfirming(true)}>
          Delete my account
        </button>
      )}
    </section>
  );
}
