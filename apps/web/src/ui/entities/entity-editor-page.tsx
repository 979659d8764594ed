// The page around an entity editor (/admin/<entities>/new and /admin/<entities>/:id): the form for a new entity,
// or the saved one loaded with its form and a confirmed delete. Each entity describes itself once in an
// EditorKind; its form saves through useStoreMutation and reports back with onSaved.
import { type OAuthStoreClient, useStoreClient, useStoreMutation } from '@cartwright/react';
import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { ConfirmDelete } from '../forms/confirm-delete.js';
import { FormAlert } from '../forms/field.js';
import { describeError } from '../forms/field-errors.js';
import { useToast, useToastOnOpen } from '../toast.js';

export interface EntityFormProps<Entity> {
  /** The saved entity; none for a new one. */
  entity?: Entity;
  onSaved: (entity: Entity) => void;
}

/** `Key` is the detail read's key type (a queryOptions key is a tuple, not any QueryKey). */
export interface EditorKind<
  Entity extends { id: string; updatedDate: string },
  Key extends QueryKey = QueryKey,
> {
  /** Lower case, as in "New coupon" and "Delete coupon". */
  noun: string;
  /** The list page, relative to /admin. */
  listPath: string;
  /** "Back to coupons" */
  backLabel: string;
  detail: (client: OAuthStoreClient, id: string) => UseQueryOptions<Entity, Error, Entity, Key>;
  titleOf: (entity: Entity) => string;
  remove: (client: OAuthStoreClient, id: string) => Promise<void>;
  /** The reads a save or delete changes. */
  invalidates: readonly QueryKey[];
  /** What deleting means, said before the admin confirms. */
  removeWarning: (entity: Entity) => string;
  Form: ComponentType<EntityFormProps<Entity>>;
  /** Editor pages live under `${basePath}/…`; the list's path when not given. */
  basePath?: string;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function EntityEditorPage<Entity extends { id: string; updatedDate: string }, Key extends QueryKey>({
  kind,
}: {
  kind: EditorKind<Entity, Key>;
}) {
  const { id } = useParams<{ id?: string }>();
  const created = new URLSearchParams(useSearch()).has('created');
  const [, navigate] = useLocation();
  const { Form } = kind;
  if (!id) {
    return (
      <section className="page" aria-labelledby="entity-editor-title">
        <p>
          <Link to={kind.listPath}>{kind.backLabel}</Link>
        </p>
        <h1 id="entity-editor-title">New {kind.noun}</h1>
        <Form
          onSaved={(saved) =>
            navigate(`${kind.basePath ?? kind.listPath}/${saved.id}?created=1`, { replace: true })
          }
        />
      </section>
    );
  }
  return (
    <SavedEntityEditor
      kind={kind}
      id={id}
      notice={created ? `${capitalized(kind.noun)} created.` : undefined}
    />
  );
}

function SavedEntityEditor<Entity extends { id: string; updatedDate: string }, Key extends QueryKey>({
  kind,
  id,
  notice,
}: {
  kind: EditorKind<Entity, Key>;
  id: string;
  notice?: string;
}) {
  const client = useStoreClient();
  const entity = useQuery(kind.detail(client, id));
  const toast = useToast();
  useToastOnOpen(notice);
  const { Form } = kind;
  if (entity.isPending) return <p role="status">Loading the {kind.noun}…</p>;
  if (entity.isError) {
    return (
      <section className="page" aria-labelledby="entity-editor-title">
        <h1 id="entity-editor-title">{capitalized(kind.noun)} not available</h1>
        <FormAlert message={describeError(entity.error)} />
        <Link to={kind.listPath}>{kind.backLabel}</Link>
      </section>
    );
  }
  const data = entity.data;
  return (
    <section className="page" aria-labelledby="entity-editor-title">
      <p>
        <Link to={kind.listPath}>{kind.backLabel}</Link>
      </p>
      <h1 id="entity-editor-title">Edit {kind.titleOf(data)}</h1>
      {/* A new form after each save, so the fields show what the server kept. */}
      <Form key={data.updatedDate} entity={data} onSaved={() => toast(`${capitalized(kind.noun)} saved.`)} />
      <DeleteEntity kind={kind} entity={data} />
    </section>
  );
}

function DeleteEntity<Entity extends { id: string; updatedDate: string }, Key extends QueryKey>({
  kind,
  entity,
}: {
  kind: EditorKind<Entity, Key>;
  entity: Entity;
}) {
  const client = useStoreClient();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const deletion = useStoreMutation({
    mutationFn: async (store) => {
      await kind.remove(store, entity.id);
      // Dropped before the refresh: refetching the gone entity would fail on the page being left.
      queryClient.removeQueries({ queryKey: kind.detail(client, entity.id).queryKey });
    },
    invalidates: kind.invalidates,
    onSuccess: () => navigate(kind.listPath, { replace: true }),
  });
  return (
    <ConfirmDelete
      noun={kind.noun}
      title={kind.titleOf(entity)}
      warning={kind.removeWarning(entity)}
      deletion={deletion}
    />
  );
}
