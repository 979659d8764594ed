// A product's images: upload a file or add one by URL, remove, and show an image for an option choice.

import { uploadImage } from '@cartwright/client/admin';
import {
  addProductMedia,
  addProductMediaToChoices,
  type Product,
  removeProductMedia,
  removeProductMediaFromChoices,
} from '@cartwright/client/products';
import { URL_MAX_LENGTH } from '@cartwright/contracts/limits';
import { type OAuthStoreClient, productKeys } from '@cartwright/react';
import { type FormEvent, useState } from 'react';
import { Field, FormAlert } from '../forms/field.js';
import { DraftInvalid, formErrors } from '../forms/field-errors.js';
import { useAdminMutation } from '../forms/use-admin-mutation.js';

interface ChoiceRef {
  option: string;
  choice: string;
}

const HTTP_URL = /^https?:\/\/\S+$/;

const choiceKey = ({ option, choice }: ChoiceRef) => `${option}\u0000${choice}`;

/** Every option choice by its shown name (the description the media calls take). */
function choicesOf(product: Product): ChoiceRef[] {
  return (product.productOptions ?? []).flatMap((option) =>
    (option.choices ?? []).map((choice) => ({
      option: option.name ?? '',
      choice: choice.description ?? choice.value ?? '',
    })),
  );
}

function choiceMedia(product: Product, ref: ChoiceRef): string[] {
  const option = product.productOptions?.find((o) => o.name === ref.option);
  const choice = option?.choices?.find((c) => (c.description ?? c.value) === ref.choice);
  return (choice?.media?.items ?? []).map((item) => item.id ?? '').filter(Boolean);
}

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
  const change = useAdminMutation({
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
        {items.map((item, index) => {
          const mediaId = item.id ?? '';
          const label = `Image ${index + 1}`;
          const assigned = choices.filter((ref) => choiceMedia(product, ref).includes(mediaId));
          const selected = picked[mediaId] ?? '';
          return (
            <li key={mediaId || index} aria-label={label}>
              <img
                src={item.thumbnail?.url ?? item.image?.url}
                alt={item.title || label}
                width={96}
                height={96}
              />
              <button
                type="button"
                disabled={busy}
                onClick={() => run((client) => removeProductMedia(client, id, [mediaId]))}
              >
                Remove {label}
              </button>
              {assigned.map((ref) => (
                <button
                  key={choiceKey(ref)}
                  type="button"
                  className="link-button"
                  disabled={busy}
                  onClick={() =>
                    run((client) =>
                      removeProductMediaFromChoices(client, id, [{ ...ref, mediaIds: [mediaId] }]),
                    )
                  }
                >
                  Stop showing {label} for {ref.option} {ref.choice}
                </button>
              ))}
              {choices.length > 0 ? (
                <div className="inline-form">
                  <Field label={`Show ${label} for choice`}>
                    {(control) => (
                      <select
                        {...control}
                        value={selected}
                        onChange={(e) => setPicked({ ...picked, [mediaId]: e.currentTarget.value })}
                      >
                        <option value="">Choose…</option>
                        {choices.map((ref) => (
                          <option key={choiceKey(ref)} value={choiceKey(ref)}>
                            {ref.option}: {ref.choice}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  <button
                    type="button"
                    disabled={busy || !selected}
                    onClick={() => {
                      const ref = choices.find((c) => choiceKey(c) === selected);
                      if (ref)
                        run((client) =>
                          addProductMediaToChoices(client, id, [{ ...ref, mediaIds: [mediaId] }]),
                        );
                    }}
                  >
                    Assign {label}
                  </button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <form className="inline-form" onSubmit={upload} aria-label="Upload an image">
        <Field label="Image file" hint="PNG, JPEG, WebP, GIF or SVG, at most 5 MB.">
          {(control) => (
            <input
              {...control}
              name="file"
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
            />
          )}
        </Field>
        <button type="submit" disabled={busy}>
          Upload image
        </button>
      </form>
      <form className="inline-form" onSubmit={addUrl} aria-label="Add an image by URL" noValidate>
        <Field label="Image URL" error={urlError}>
          {(control) => <input {...control} name="url" type="url" maxLength={URL_MAX_LENGTH} />}
        </Field>
        <button type="submit" disabled={busy}>
          Add image from URL
        </button>
      </form>
    </section>
  );
}
