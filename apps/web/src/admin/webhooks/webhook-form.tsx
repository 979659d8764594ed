// Adding or changing one webhook: the receiver's URL and the events it gets. A new webhook's signing secret is
// put in the query cache for the page the editor moves to, never in the URL or the history state.
import { URL_MAX_LENGTH } from '@cartwright/contracts/limits';
import { useStoreMutation } from '@cartwright/react';
import { type FormEvent, useState } from 'react';
import type { EntityFormProps } from '../../ui/entities/entity-editor-page.js';
import { FormAlert, TextField } from '../../ui/forms/field.js';
import { DraftInvalid, formErrors } from '../../ui/forms/field-errors.js';
import { SubmitButton } from '../../ui/forms/submit-button.js';
import { EventTypePicker } from './event-type-picker.js';
import {
  type CreatedWebhook,
  createWebhook,
  updateWebhook,
  type Webhook,
  webhookKeys,
} from './webhook-queries.js';

interface Draft {
  url: string;
  eventTypes: string[];
}

export function WebhookForm({ entity: webhook, onSaved }: EntityFormProps<Webhook>) {
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [eventTypes, setEventTypes] = useState<string[]>(webhook?.eventTypes ?? []);
  const save = useStoreMutation({
    mutationFn: (client, draft: Draft): Promise<Webhook | CreatedWebhook> => {
      if (draft.eventTypes.length === 0) throw new DraftInvalid({ eventTypes: 'Pick at least one event.' });
      return webhook ? updateWebhook(client, webhook.id, draft) : createWebhook(client, draft);
    },
    invalidates: [webhookKeys.all],
    update: (queryClient, saved) => {
      if ('secret' in saved) queryClient.setQueryData(webhookKeys.createdSecret(saved.id), saved.secret);
    },
    onSuccess: (saved) => onSaved(saved),
  });
  const errors = formErrors(save.error, ['url', /^eventTypes/]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({ url: url.trim(), eventTypes });
  };
  return (
    <form className="admin-form" aria-label={webhook ? 'Webhook' : 'New webhook'} onSubmit={submit}>
      {/* No events picked is said in words at the top too: the families are folded, nothing there looks marked. */}
      <FormAlert message={errors.fields.url ? undefined : (errors.fields.eventTypes ?? errors.summary)} />
      <TextField
        label="Receiver URL"
        type="url"
        required
        maxLength={URL_MAX_LENGTH}
        placeholder="https://example.com/webhooks"
        value={url}
        onValueChange={setUrl}
        error={errors.fields.url}
      />
      <EventTypePicker value={eventTypes} onChange={setEventTypes} error={errors.fields.eventTypes} />
      <SubmitButton pending={save.isPending} pendingLabel={webhook ? 'Saving…' : 'Creating…'}>
        {webhook ? 'Save webhook' : 'Create webhook'}
      </SubmitButton>
    </form>
  );
}
