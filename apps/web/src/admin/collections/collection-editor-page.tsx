// /admin/collections/new and /admin/collections/:id: name, slug, visibility and description; for a saved
// collection also its image, its products and deletion.

import {
  type Collection,
  createCollection,
  deleteCollection,
  updateCollection,
} from '@cartwright/client/collections';
import {
  COLLECTION_DESCRIPTION_MAX_LENGTH,
  COLLECTION_NAME_MAX_LENGTH,
  SLUG_MAX_LENGTH,
} from '@cartwright/contracts/limits';
import { collectionKeys, productKeys, useStoreMutation } from '@cartwright/react';
import type { FormEvent } from 'react';
import {
  type EditorKind,
  EntityEditorPage,
  type EntityFormProps,
  type EntityPartProps,
} from '../../ui/entities/entity-editor-page.js';
import { Field, FormAlert } from '../../ui/forms/field.js';
import { DraftInvalid, type FormErrors, formErrors } from '../../ui/forms/field-errors.js';
import { SubmitButton } from '../../ui/forms/submit-button.js';
import { adminQueries } from '../admin-queries.js';
import { ALL_PRODUCTS_COLLECTION_ID } from '../products/all-products.js';
import { CollectionProducts } from './collection-products.js';

const SHOWN_FIELDS = ['name', 'slug', 'description', 'visible'];
const NO_ERRORS: FormErrors = { fields: {} };

/** A saved collection's image and products; the store's default collection lists every product by itself. */
function CollectionParts({ entity }: EntityPartProps<Collection>) {
  const image = entity.media?.mainMedia?.image?.url;
  return (
    <>
      <section className="admin-section" aria-labelledby="collection-media-title">
        <h2 id="collection-media-title">Image</h2>
        {image ? (
          <img src={image} alt={`${entity.name} collection`} width={160} />
        ) : (
          <p>This collection has no image. The store API has no call that sets a collection's image yet.</p>
        )}
      </section>
      {entity.id === ALL_PRODUCTS_COLLECTION_ID ? (
        <p>This is the store's default collection: it always lists every product.</p>
      ) : (
        <CollectionProducts collectionId={entity.id!} />
      )}
    </>
  );
}

/** The form's fields as a collection request takes them, or the fields it cannot send. */
function fieldsOf(form: FormData) {
  const name = String(form.get('name') ?? '').trim();
  const slug = String(form.get('slug') ?? '').trim();
  if (!name) throw new DraftInvalid({ name: 'Enter a name.' });
  return {
    name,
    description: String(form.get('description') ?? ''),
    visible: form.get('visible') === 'on',
    ...(slug ? { slug } : {}),
  };
}

function CollectionForm({ entity: collection, onSaved }: EntityFormProps<Collection>) {
  const save = useStoreMutation({
    mutationFn: async (client, form: FormData) => {
      const fields = fieldsOf(form);
      return collection ? updateCollection(client, collection.id!, fields) : createCollection(client, fields);
    },
    // Products list the collections they are in.
    invalidates: [collectionKeys.all, productKeys.all],
    onSuccess: (saved: Collection) => onSaved(saved),
  });
  const errors = save.isError ? formErrors(save.error, SHOWN_FIELDS) : NO_ERRORS;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(new FormData(event.currentTarget));
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-label="Collection details">
      <FormAlert message={errors.summary} />
      <Field label="Name" error={errors.fields.name}>
        {(c) => (
          <input
            {...c}
            name="name"
            defaultValue={collection?.name ?? ''}
            maxLength={COLLECTION_NAME_MAX_LENGTH}
          />
        )}
      </Field>
      <Field
        label="Slug"
        error={errors.fields.slug}
        hint="Lowercase letters, digits and hyphens; made from the name when empty."
      >
        {(c) => (
          <input {...c} name="slug" defaultValue={collection?.slug ?? ''} maxLength={SLUG_MAX_LENGTH} />
        )}
      </Field>
      <Field label="Description" error={errors.fields.description}>
        {(c) => (
          <textarea
            {...c}
            name="description"
            rows={3}
            defaultValue={collection?.description ?? ''}
            maxLength={COLLECTION_DESCRIPTION_MAX_LENGTH}
          />
        )}
      </Field>
      <Field label="Visible in the store" className="field checkbox" error={errors.fields.visible}>
        {(c) => <input {...c} name="visible" type="checkbox" defaultChecked={collection?.visible ?? true} />}
      </Field>
      <SubmitButton pending={save.isPending}>
        {collection ? 'Save collection' : 'Create collection'}
      </SubmitButton>
    </form>
  );
}

const collectionEditor: EditorKind<Collection, string[]> = {
  noun: 'collection',
  listPath: '/collections',
  backLabel: 'Back to collections',
  detail: adminQueries.collection,
  titleOf: (collection) => collection.name ?? '',
  remove: (client, id) => deleteCollection(client, id).then(() => undefined),
  removable: (collection) => collection.id !== ALL_PRODUCTS_COLLECTION_ID,
  // Products list the collections they are in.
  invalidates: [collectionKeys.all, productKeys.all],
  removeWarning: (collection) => `Delete “${collection.name}”? Its products stay in the store.`,
  Form: CollectionForm,
  Parts: CollectionParts,
  versionOf: (collection) => collection.lastUpdated?.toString(),
};

export function CollectionEditorPage() {
  return <EntityEditorPage kind={collectionEditor} />;
}
