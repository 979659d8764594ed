// A product's images: upload a file or add one by URL (media-add-forms.tsx), remove, and show an image for an
// option choice (media-item.tsx).

import { uploadImage } from '@cartwright/client/admin';
import { addProductMedia, type Product } from '@cartwright/client/products';
import { type OAuthStoreClient, productKeys, useStoreMutation } from '@cartwright/react';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../ui/forms/field.js';
import { DraftInvalid, formErrors } from '../../ui/forms/field-errors.js';
import { AddMediaForms } from './media-add-forms.js';
import { choicesOf, MediaItem } from './media-item.js';

const HTTP_URL = /^https?:\/\/\S+$/;

/** One change to the product's images; `field` names the control a failure belongs to, when not the section. */
interface MediaChange {
  send: (client: OAuthStoreClient) => Promise<unknown>;
  field?: 'url';
  /** After the change and the refresh, e.g. emptying the form it came from. */
  onDone?: () => void;
}

/** The first message of a failed change: the field's own, else the summary. */
function failureText(error: Error): string | undefined {
  const errors = formErrors(error, [/^media\[\d+\]\.url/]);
  return Object.values(errors.fields)[0] ?? errors.summary;
}

export function ProductMedia({ product }: { product: Product }) {
  const id = product.id!;
  const items = product.media?.items ?? [];
  const choices = choicesOf(product);
  const [picked, setPicked] = useState<Record<string, string>>({});
  const change = useStoreMutation({
    mutationFn: (client, { send }: MediaChange) => send(client),
    invalidates: [productKeys.all],
    onSuccess: (_result, { onDone }) => onDone?.(),
  });
  const busy = change.isPending;
  const failure = change.isError ? failureText(change.error) : undefined;
  const error = change.variables?.field === 'url' ? undefined : failure;
  const urlError = change.variables?.field === 'url' ? failure : undefined;
  const run = (send: MediaChange['send']) => change.mutate({ send });

  const upload = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = new FormData(form).get('file');
    change.mutate({
      send: async (client) => {
        if (!(file instanceof File) || file.size === 0)
          throw new DraftInvalid({ file: 'Choose an image file first.' });
        const media = await uploadImage(client, file);
        await addProductMedia(client, id, [{ url: media.url }]);
      },
      onDone: () => form.reset(),
    });
  };

  const addUrl = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const url = String(new FormData(form).get('url') ?? '').trim();
    change.mutate({
      send: async (client) => {
        if (!HTTP_URL.test(url)) throw new DraftInvalid({ url: 'Enter an http or https address.' });
        await addProductMedia(client, id, [{ url }]);
      },
      field: 'url',
      onDone: () => form.reset(),
    });
  };

  return (
    <section className="admin-section" aria-labelledby="media-title">
      <h2 id="media-title">Images</h2>
      <FormAlert message={error} />
      {items.length === 0 ? <p>No images yet.</p> : null}
      <ul className="media-list">
        {items.map((item, index) => (
          <MediaItem
            key={item.id || index}
            product={product}
            item={item}
            label={`Image ${index + 1}`}
            choices={choices}
            busy={busy}
            selected={picked[item.id ?? ''] ?? ''}
            onSelect={(value) => setPicked({ ...picked, [item.id ?? '']: value })}
            run={run}
          />
        ))}
      </ul>
      <AddMediaForms onUpload={upload} onAddUrl={addUrl} busy={busy} urlError={urlError} />
    </section>
  );
}
