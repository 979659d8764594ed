// The page around an entity editor (/admin/<entities>/new and /admin/<entities>/:id): the form for a new entity,
// or the saved one loaded with its form and a confirmed delete. Each entity describes itself once in an
// EditorKind; its form saves through useStoreMutation and reports back with onSaved.
import { type OAuthStoreClient, useStoreClient, useStoreMutation } from '@cartwright/react';
import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { ConfirmDelete } from '../forms/confirm-delete.js';
import { FormAlert } from '../forms/field.js';
import { describeError } from '../forms/field-errors.js';
import { useToast, useToastOnOpen } from '../toast.js';

export interface EntityFormProps<Entity> {
  /** The saved entity; none for a new one. */
  entity?: Entity;
  /** `notice` replaces "Coupon saved." / "Coupon created." (a save that kept only part of the draft). */
  onSaved: (entity: Entity, notice?: string) => void;
}

/** What an entity's editor shows: the saved entity, and its parts beyond the form. */
export interface EntityPartProps<Entity> {
  entity: Entity;
}

/** `Key` is the detail read's key type (a queryOptions key is a tuple, not any QueryKey). */
export interface EditorKind<Entity extends EditedEntity, Key extends QueryKey = QueryKey> {
  /** Lower case, as in "New coupon" and "Delete coupon". */
  noun: string;
  /** The list page, relative to /admin. */
  listPath: string;
  /** "Back to coupons" */
  backLabel: string;
  detail: (client: OAuthStoreClient, id: string) => UseQueryOptions<Entity, Error, Entity, Key>;
  titleOf: (entity: Entity) => string;
  /** Deletes it; `removable` says when it may not be deleted (the store's default collection). */
  remove: (client: OAuthStoreClient, id: string) => Promise<void>;
  removable?: (entity: Entity) => boolean;
  /** The reads a save or delete changes. */
  invalidates: readonly QueryKey[];
  /** What deleting means, said before the admin confirms. */
  removeWarning: (entity: Entity) => string;
  Form: ComponentType<EntityFormProps<Entity>>;
  /** Sections of a saved entity after its form (images, memberships), before the delete. */
  Parts?: ComponentType<EntityPartProps<Entity>>;
  /** Links beside the way back (the product in the store). */
  links?: (entity: Entity) => ReactNode;
  /** Changes on every save, so the form starts again from what the server kept; `updatedDate` when not given. */
  versionOf?: (entity: Entity) => string | undefined;
  /** The saved entity's heading; "Edit <title>" when not given. */
  headingOf?: (entity: Entity) => string;
  /** What is shown of a saved entity before its form (its facts, status changes). */
  Summary?: ComponentType<EntityPartProps<Entity>>;
  /** Editor pages live under `${basePath}/…`; the list's path when not given. */
  basePath?: string;
}

/** What every edited entity has: an id once saved (optional in some wire types). */
export interface EditedEntity {
  id?: string | undefined;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A notice carried over the navigation from "new" to the saved entity's page. */
interface CreatedState {
  notice?: string;
}

export function EntityEditorPage<Entity extends EditedEntity, Key extends QueryKey>({
  kind,
}: {
  kind: EditorKind<Entity, Key>;
}) {
  const { id } = useParams<{ id?: string }>();
  const created = new URLSearchParams(useSearch()).has('created');
  const createdNotice = useHistoryState<CreatedState | null>()?.notice;
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
          onSaved={(saved, notice) => {
            const state: CreatedState = notice ? { notice } : {};
            navigate(`${kind.basePath ?? kind.listPath}/${saved.id}?created=1`, { replace: true, state });
          }}
        />
      </section>
    );
  }
  return (
    <SavedEntityEditor
      kind={kind}
      id={id}
      notice={created ? (createdNotice ?? `${capitalized(kind.noun)} created.`) : undefined}
    />
  );
}

function SavedEntityEditor<Entity extends EditedEntity, Key extends QueryKey>({
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
  const { Parts, Summary } = kind;
  const version = kind.versionOf ? kind.versionOf(data) : (data as { updatedDate?: string }).updatedDate;
  return (
    <section className="page" aria-labelledby="entity-editor-title">
      <p>
        <Link to={kind.listPath}>{kind.backLabel}</Link>
        {kind.links?.(data)}
      </p>
      <h1 id="entity-editor-title">{kind.headingOf ? kind.headingOf(data) : `Edit ${kind.titleOf(data)}`}</h1>
      {Summary ? <Summary entity={data} /> : null}
      {/* A new form after each save, so the fields show what the server kept. */}
      <Form
        key={version}
        entity={data}
        onSaved={(_, notice) => toast(notice ?? `${capitalized(kind.noun)} saved.`)}
      />
      {Parts ? <Parts entity={data} /> : null}
      {kind.removable?.(data) === false ? null : <DeleteEntity kind={kind} entity={data} />}
    </section>
  );
}

function DeleteEntity<Entity extends EditedEntity, Key extends QueryKey>({
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
      await kind.remove(store, entity.id!);
      // Dropped before the refresh: refetching the gone entity would fail on the page being left.
      queryClient.removeQueries({ queryKey: kind.detail(client, entity.id!).queryKey });
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
