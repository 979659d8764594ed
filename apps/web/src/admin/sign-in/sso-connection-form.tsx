// Adding or changing one single sign-on connection: the provider's issuer, the client the store signs in
// as, the scopes, and whether members see it. The secret is write-only: blank keeps the stored one.

import { SSO_CALLBACK_PATH, SSO_DEFAULT_SCOPES } from '@cartwright/contracts';
import { useStoreMutation } from '@cartwright/react';
import { type FormEvent, useState } from 'react';
import type { EntityFormProps } from '../../ui/entities/entity-editor-page.js';
import { CheckboxField, FormAlert, TextField } from '../../ui/forms/field.js';
import { formErrors } from '../../ui/forms/field-errors.js';
import { SubmitButton } from '../../ui/forms/submit-button.js';
import {
  createSsoConnection,
  type SsoConnection,
  type SsoConnectionChanges,
  ssoConnectionKeys,
  updateSsoConnection,
} from './sso-connections-queries.js';

interface Draft {
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  enabled: boolean;
}

const FIELDS = ['displayName', 'issuer', 'clientId', 'clientSecret', 'scopes'];

const draftOf = (connection: SsoConnection | undefined): Draft => ({
  displayName: connection?.displayName ?? '',
  issuer: connection?.issuer ?? '',
  clientId: connection?.clientId ?? '',
  clientSecret: '',
  scopes: (connection?.scopes ?? SSO_DEFAULT_SCOPES).join(' '),
  enabled: connection?.enabled ?? true,
});

/** The draft as the API takes it: scopes split on spaces, a blank secret left out. */
function changesOf(draft: Draft): SsoConnectionChanges {
  return {
    displayName: draft.displayName.trim(),
    issuer: draft.issuer.trim(),
    clientId: draft.clientId.trim(),
    scopes: draft.scopes.split(/\s+/).filter(Boolean),
    enabled: draft.enabled,
    ...(draft.clientSecret ? { clientSecret: draft.clientSecret } : {}),
  };
}

/** The draft as a new connection's request takes it (the secret is required then). */
const inputOf = (changes: SsoConnectionChanges) => ({
  displayName: changes.displayName ?? '',
  issuer: changes.issuer ?? '',
  clientId: changes.clientId ?? '',
  clientSecret: changes.clientSecret ?? '',
  ...(changes.scopes ? { scopes: changes.scopes } : {}),
  ...(changes.enabled === undefined ? {} : { enabled: changes.enabled }),
});

export function SsoConnectionForm({ entity: connection, onSaved }: EntityFormProps<SsoConnection>) {
  const [draft, setDraft] = useState(() => draftOf(connection));
  const save = useStoreMutation({
    mutationFn: (client, changes: SsoConnectionChanges) =>
      connection
        ? updateSsoConnection(client, connection.id, changes)
        : createSsoConnection(client, inputOf(changes)),
    invalidates: [ssoConnectionKeys.all],
    onSuccess: (saved: SsoConnection) =>
      onSaved(saved, `${saved.displayName} ${connection ? 'saved' : 'added'}.`),
  });
  const errors = formErrors(
    save.error,
    FIELDS.map((f) => `connection.${f}`),
  );
  const fieldError = (name: string) => errors.fields[`connection.${name}`];
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(changesOf(draft));
  };
  const redirectUri = connection?.redirectUri ?? `${window.location.origin}${SSO_CALLBACK_PATH}`;
  return (
    <form
      className="admin-form"
      aria-label={connection ? `Edit ${connection.displayName}` : 'New SSO connection'}
      onSubmit={submit}
      noValidate
    >
      <FormAlert message={errors.summary} />
      <TextField
        label="Button name"
        hint="Members see “Continue with …” and this name."
        value={draft.displayName}
        onValueChange={set('displayName')}
        error={fieldError('displayName')}
        maxLength={100}
        required
      />
      <TextField
        label="Issuer URL"
        hint="The provider’s issuer, e.g. https://accounts.google.com; its discovery document is read from it."
        type="url"
        value={draft.issuer}
        onValueChange={set('issuer')}
        error={fieldError('issuer')}
        maxLength={2048}
        required
      />
      <TextField
        label="Client ID"
        value={draft.clientId}
        onValueChange={set('clientId')}
        error={fieldError('clientId')}
        maxLength={512}
        autoComplete="off"
        required
      />
      <TextField
        label="Client secret"
        hint={
          connection?.clientSecretSet
            ? 'Stored and never shown. Leave blank to keep it.'
            : 'Stored and never shown again.'
        }
        type="password"
        value={draft.clientSecret}
        onValueChange={set('clientSecret')}
        error={fieldError('clientSecret')}
        maxLength={2048}
        autoComplete="new-password"
        required={!connection}
      />
      <TextField
        label="Scopes"
        hint="Separated by spaces; openid is always asked for."
        value={draft.scopes}
        onValueChange={set('scopes')}
        error={fieldError('scopes')}
      />
      <CheckboxField
        label="Members can sign in with it"
        checked={draft.enabled}
        onChange={(enabled) => setDraft((d) => ({ ...d, enabled }))}
      />
      <p className="field-hint">
        Register this redirect URI at the provider: <code className="sso-redirect-uri">{redirectUri}</code>
      </p>
      <SubmitButton pending={save.isPending}>
        {connection ? 'Save connection' : 'Add connection'}
      </SubmitButton>
    </form>
  );
}
