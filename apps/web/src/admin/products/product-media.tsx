// A product's images: upload a file or add one by URL, remove, and show an image for an option choice.
import { uploadImage } from '@cartwright/client/admin';
import {
  addProductMedia,
  addProductMediaToChoices,
  type Product,
  removeProductMedia,
  removeProductMediaFromChoices,
} from '@cartwright/client/products';
import { productKeys, useStoreClient } from '@cartwright/react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Field, FormAlert } from '../forms/field.js';
import { formErrors } from '../forms/field-errors.js';

interface ChoiceRef {
  option: string;
  choice: string;
}

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

export function ProductMedia({ product }: { product: Product }) {
  const client = useStoreClient();
  const queryClient = useQueryClient();
  const id = product.id!;
  const items = product.media?.items ?? [];
  const choices = choicesOf(product);
  const [error, setError] = useState<string>();
  const [urlError, setUrlError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState<Record<string, string>>({});

  const run = async (action: () => Promise<unknown>, onError = setError) => {
    setBusy(true);
    setError(undefined);
    setUrlError(undefined);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      return true;
    } catch (failure) {
      const errors = formErrors(failure, [/^media\[\d+\]\.url/]);
      onError(Object.values(errors.fields)[0] ?? errors.summary);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = new FormData(form).get('file');
    if (!(file instanceof File) || file.size === 0) return setError('Choose an image file first.');
    const done = await run(async () => {
      const media = await uploadImage(client, file);
      await addProductMedia(client, id, [{ url: media.url }]);
    });
    if (done) form.reset();
  };

  const addUrl = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const url = String(new FormData(form).get('url') ?? '').trim();
    if (!/^https?:\/\/\S+$/.test(url)) return setUrlError('Enter an http or https address.');
    if (await run(() => addProductMedia(client, id, [{ url }]), setUrlError)) form.reset();
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
                onClick={() => run(() => removeProductMedia(client, id, [mediaId]))}
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
                    run(() => removeProductMediaFromChoices(client, id, [{ ...ref, mediaIds: [mediaId] }]))
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
                        run(() => addProductMediaToChoices(client, id, [{ ...ref, mediaIds: [mediaId] }]));
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
          {(control) => <input {...control} name="url" type="url" maxLength={2048} />}
        </Field>
        <button type="submit" disabled={busy}>
          Add image from URL
        </button>
      </form>
    </section>
  );
}
