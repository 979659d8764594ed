// The revoke button of one API key row: it asks once more in place, since a revoked key stops at once.
import { useStoreMutation } from '@cartwright/react';
import { useState } from 'react';
import { FormAlert } from '../../../ui/forms/field.js';
import { describeError } from '../../../ui/forms/field-errors.js';
import { type ApiKey, apiKeyKeys, revokeApiKey } from './api-key-queries.js';

export function RevokeApiKey({ apiKey }: { apiKey: ApiKey }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useStoreMutation({
    mutationFn: (client) => revokeApiKey(client, apiKey.id),
    invalidates: [apiKeyKeys.all],
  });
  if (!confirming) {
    return (
      <button type="button" className="danger" onClick={() => setConfirming(true)}>
        Revoke
      </button>
    );
  }
  return (
    <div className="row-confirm">
      <FormAlert message={revoke.isError ? describeError(revoke.error) : undefined} />
      <button type="button" className="danger" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
        {revoke.isPending ? 'Revoking…' : `Yes, revoke ${apiKey.name}`}
      </button>
      <button type="button" disabled={revoke.isPending} onClick={() => setConfirming(false)}>
        Keep it
      </button>
    </div>
  );
}
