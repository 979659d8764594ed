// Makes an API key and shows it once, with a copy button: the store keeps only a hash, so it is the one chance.

import { API_KEY_NAME_MAX_LENGTH } from '@cartwright/contracts';
import { useStoreMutation } from '@cartwright/react';
import { useId, useState } from 'react';
import { CopyButton } from '../../../ui/forms/copy-button.js';
import { TextField } from '../../../ui/forms/field.js';
import { formErrors } from '../../../ui/forms/field-errors.js';
import { SaveForm } from '../../../ui/forms/save-form.js';
import { SubmitButton } from '../../../ui/forms/submit-button.js';
import { apiKeyKeys, createApiKey } from './api-key-queries.js';

export function NewApiKeyForm() {
  const headingId = useId();
  const [name, setName] = useState('');
  const create = useStoreMutation({
    mutationFn: (client, keyName: string) => createApiKey(client, keyName),
    invalidates: [apiKeyKeys.all],
    onSuccess: () => setName(''),
  });
  const errors = formErrors(create.error, [/name/]);
  const created = create.data;
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>New API key</h2>
      <SaveForm label="New API key" alert={errors.summary} onSave={() => create.mutate(name.trim())}>
        <TextField
          label="Key name"
          hint="What uses it, e.g. Inventory sync."
          error={errors.fields.name}
          value={name}
          maxLength={API_KEY_NAME_MAX_LENGTH}
          onValueChange={setName}
        />
        <SubmitButton pending={create.isPending} pendingLabel="Creating…">
          Create API key
        </SubmitButton>
      </SaveForm>
      {created ? (
        <div className="new-key" role="status">
          <p>
            <strong>{created.apiKey.name}</strong>: copy this key now. The store keeps only a fingerprint of
            it and will not show it again.
          </p>
          <div className="client-id-row">
            <code className="client-id">{created.key}</code>
            <CopyButton value={created.key} label="Copy the new API key" />
          </div>
          <button type="button" className="link-button" onClick={() => create.reset()}>
            I have stored it, hide the key
          </button>
        </div>
      ) : null}
    </section>
  );
}
