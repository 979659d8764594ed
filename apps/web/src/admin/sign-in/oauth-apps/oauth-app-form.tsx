// The OAuth app editor's fields: its name, where sign-in and sign-out may return (exact URIs, one a line) and
// the browser origins that may call the store, and whether refresh tokens rotate. A saved app shows its client
// id to copy.

import { OAUTH_CLIENT_NAME_MAX_LENGTH } from '@cartwright/contracts';
import { useStoreMutation } from '@cartwright/react';
import { useState } from 'react';
import type { EntityFormProps } from '../../../ui/entities/entity-editor-page.js';
import { CopyButton } from '../../../ui/forms/copy-button.js';
import { Field, SelectField, TextField } from '../../../ui/forms/field.js';
import { formErrors } from '../../../ui/forms/field-errors.js';
import { SaveForm } from '../../../ui/forms/save-form.js';
import { SubmitButton } from '../../../ui/forms/submit-button.js';
import { draftFromOAuthApp, type OAuthAppDraft, oauthAppInputFromDraft } from './oauth-app-draft.js';
import { createOAuthClient, type OAuthClient, oauthAppKeys, updateOAuthClient } from './oauth-app-queries.js';

const SHOWN = ['name', /redirectUris/, /allowedOrigins/, /postLogoutRedirectUris/, /refreshTokens/];

function UriListField(props: {
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={props.label} hint={props.hint} error={props.error}>
      {(control) => (
        <textarea
          {...control}
          rows={3}
          spellCheck={false}
          value={props.value}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
      )}
    </Field>
  );
}

export function OAuthAppForm({ entity, onSaved }: EntityFormProps<OAuthClient>) {
  const [draft, setDraft] = useState<OAuthAppDraft>(() => draftFromOAuthApp(entity));
  const save = useStoreMutation({
    mutationFn: (client, next: OAuthAppDraft) =>
      entity
        ? updateOAuthClient(client, entity.id, oauthAppInputFromDraft(next))
        : createOAuthClient(client, oauthAppInputFromDraft(next)),
    invalidates: [oauthAppKeys.all],
    onSuccess: (saved) => onSaved(saved),
  });
  const errors = formErrors(save.error, SHOWN);
  const set = (patch: Partial<OAuthAppDraft>) => setDraft((current) => ({ ...current, ...patch }));
  return (
    <SaveForm label="OAuth app details" alert={errors.summary} onSave={() => save.mutate(draft)}>
      {entity ? (
        <div className="client-id-row">
          <span>Client id</span>
          <code className="client-id">{entity.id}</code>
          <CopyButton value={entity.id} label="Copy the client id" />
        </div>
      ) : null}
      <TextField
        label="Name"
        hint="For you: which store front or app this is."
        error={errors.fields.name}
        value={draft.name}
        maxLength={OAUTH_CLIENT_NAME_MAX_LENGTH}
        onValueChange={(name) => set({ name })}
      />
      <UriListField
        label="Redirect URIs"
        hint="One a line. Sign-in returns only to these, exactly: https, or http on localhost; no # fragment."
        value={draft.redirectUris}
        error={errors.fields.redirectUris}
        onChange={(redirectUris) => set({ redirectUris })}
      />
      <UriListField
        label="Allowed origins"
        hint="One a line, like https://shop.example: browser pages that call the store and receive silent sign-in answers."
        value={draft.allowedOrigins}
        error={errors.fields.allowedOrigins}
        onChange={(allowedOrigins) => set({ allowedOrigins })}
      />
      <UriListField
        label="Post-logout redirect URIs"
        hint="One a line. Where sign-out may return, besides the redirect URIs; matched exactly."
        value={draft.postLogoutRedirectUris}
        error={errors.fields.postLogoutRedirectUris}
        onChange={(postLogoutRedirectUris) => set({ postLogoutRedirectUris })}
      />
      <SelectField
        label="Refresh tokens"
        hint="Pick Reuse for store fronts built on the platform's own SDK (@wix/sdk): it keeps the first refresh token, so under rotation its shoppers lose their cart and sign-in after two renewals. Keep Rotate for everything else, as Cartwright's own SDK stores each new token."
        error={errors.fields.refreshTokens}
        value={draft.refreshTokens}
        choices={{ ROTATE: 'Rotate (the default, safer)', REUSE: "Reuse (the platform's SDK)" }}
        onValueChange={(value) => set({ refreshTokens: value })}
      />
      <SubmitButton pending={save.isPending}>{entity ? 'Save OAuth app' : 'Create OAuth app'}</SubmitButton>
    </SaveForm>
  );
}
