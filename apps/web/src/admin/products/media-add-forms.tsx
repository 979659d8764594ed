// Adding an image to a product in the admin: upload a file, or give its URL.
import { URL_MAX_LENGTH } from '@cartwright/contracts/limits';
import type { FormEvent } from 'react';
import { Field } from '../../ui/forms/field.js';

interface AddMediaFormsProps {
  onUpload: (event: FormEvent<HTMLFormElement>) => void;
  onAddUrl: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  /** Why the last URL could not be added. */
  urlError: string | undefined;
}

export function AddMediaForms({ onUpload, onAddUrl, busy, urlError }: AddMediaFormsProps) {
  return (
    <>
      <form className="inline-form" onSubmit={onUpload} aria-label="Upload an image">
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
      <form className="inline-form" onSubmit={onAddUrl} aria-label="Add an image by URL" noValidate>
        <Field label="Image URL" error={urlError}>
          {(control) => <input {...control} name="url" type="url" maxLength={URL_MAX_LENGTH} />}
        </Field>
        <button type="submit" disabled={busy}>
          Add image from URL
        </button>
      </form>
    </>
  );
}
