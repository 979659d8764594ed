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
import { collectionKeys, productKeys, useStoreClient, useStoreMutation } from '@cartwright/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { ConfirmDelete } from '../../ui/forms/confirm-delete.js';
import { Field, FormAlert } from '../../ui/forms/field.js';
import { DraftInvalid, describeError, type FormErrors, formErrors } from '../../ui/forms/field-errors.js';
import { SubmitButton } from '../../ui/forms/submit-button.js';
import { adminQueries } from '../admin-queries.js';
import { ALL_PRODUCTS_COLLECTION_ID } from '../products/all-products.js';
import { CollectionProducts } from './collection-products.js';

const SHOWN_FIELDS = ['name', 'slug', 'description', 'visible'];
const NO_ERRORS: FormErrors = { fields: {} };

export function CollectionEditorPage() {
  const { id } = useParams<{ id?: string }>();
  const created = new URLSearchParams(useSearch()).has('created');
  const [, navigate] = useLocation();
  if (!id) {
    return (
      <section className="page" aria-labelledby="collection-editor-title">
        <p>
          <Link to="/collections">Back to collections</Link>
        </p>
        <h1 id="collection-editor-title">New collection</h1>
        <CollectionForm
          onSaved={(saved) => navigate(`/collections/${saved.id}?created=1`, { replace: true })}
        />
      </section>
    );
  }
  return <SavedCollectionEditor id={id} notice={created ? 'Collection created.' : undefined} />;
}

function SavedCollectionEditor({ id, notice }: { id: string; notice?: string }) {
  const client = useStoreClient();
  const collection = useQuery(adminQueries.collection(client, id));
  const [saved, setSaved] = useState(notice);
  if (collection.isPending) return <p role="status">Loading the collection…</p>;
  if (collection.isError) {
    return (
      <section className="page" aria-labelledby="collection-editor-title">
        <h1 id="collection-editor-title">Collection not available</h1>
        <FormAlert message={describeError(collection.error)} />
        <Link to="/collections">Back to collections</Link>
      </section>
    );
  }
  const data = collection.data;
  const image = data.media?.mainMedia?.image?.url;
  const isDefault = data.id === ALL_PRODUCTS_COLLECTION_ID;
  return (
    <section className="page" aria-labelledby="collection-editor-title">
      <p>
        <Link to="/collections">Back to collections</Link>
      </p>
      <h1 id="collection-editor-title">Edit {data.name}</h1>
      {saved ? <p role="status">{saved}</p> : null}
      <CollectionForm
        key={data.lastUpdated?.toString()}
        collection={data}
        onSaved={() => setSaved('Collection saved.')}
      />
      <section className="admin-section" aria-labelledby="collection-media-title">
        <h2 id="collection-media-title">Image</h2>
        {image ? (
          <img src={image} alt={`${data.name} collection`} width={160} />
        ) : (
          <p>This collection has no image. The store API has no call that sets a collection's image yet.</p>
        )}
      </section>
      {isDefault ? (
        <p>This is the store's default collection: it always lists every product.</p>
      ) : (
        <>
          <CollectionProducts collectionId={id} />
          <DeleteCollection collection={data} />
        </>
      )}
    </section>
  );
}

interface CollectionFormProps {
  collection?: Collection;
  onSaved: (collection: Collection) => void;
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

function CollectionForm({ collection, onSaved }: CollectionFormProps) {
  const save = useStoreMutation({
    mutationFn: async (client, form: FormData) => {
      const fields = fieldsOf(form);
      return collection ? updateCollection(client, collection.id!, fields) : createCollection(client, fields);
    },
    // Products list the collections they are in.
    invalidates: [collectionKeys.all, productKeys.all],
    onSuccess: onSaved,
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

function DeleteCollection({ collection }: { collection: Collection }) {
  const client = useStoreClient();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const deletion = useStoreMutation({
    mutationFn: async (store) => {
      await deleteCollection(store, collection.id!);
      // Dropped before the refresh: refetching the gone collection would fail on the page being left.
      queryClient.removeQueries({ queryKey: adminQueries.collection(client, collection.id!).queryKey });
    },
    invalidates: [collectionKeys.all, productKeys.all],
    onSuccess: () => navigate('/collections', { replace: true }),
  });
  return (
    <ConfirmDelete
      noun="collection"
      title={collection.name ?? ''}
      warning={`Delete “${collection.name}”? Its products stay in the store.`}
      deletion={deletion}
    />
  );
}
