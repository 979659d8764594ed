// The page around every pricing editor (/admin/<entities>/new and /admin/<entities>/:id): the form for a new
// entity, or the saved one loaded with its form and a confirmed delete. Each entity describes itself once in an
// EditorKind.
import type { StoreClient } from '@cartwright/client';
import { type OAuthStoreClient, useStoreClient } from '@cartwright/react';
import { type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { ConfirmDelete } from '../forms/confirm-delete.js';
import { FormAlert } from '../forms/field.js';
import { describeError } from '../forms/field-errors.js';
import { type PricingDetailKey, pricingKeys } from './pricing-queries.js';

export interface EntityFormProps<Entity> {
  /** The saved entity; none for a new one. */
  entity?: Entity;
  onSaved: (entity: Entity) => void;
}

export interface EditorKind<Entity extends { id: string; updatedDate: string }> {
  /** Lower case, as in "New coupon" and "Delete coupon". */
  noun: string;
  /** The list page, relative to /admin. */
  listPath: string;
  /** "Back to coupons" */
  backLabel: string;
  detail: (client: OAuthStoreClient, id: string) => UseQueryOptions<Entity, Error, Entity, PricingDetailKey>;
  titleOf: (entity: Entity) => string;
  remove: (client: StoreClient, id: string) => Promise<void>;
  /** What deleting means, said before the admin confirms. */
  removeWarning: (entity: Entity) => string;
  Form: ComponentType<EntityFormProps<Entity>>;
  /** Editor pages live under `${basePath}/…`; the list's path when not given. */
  basePath?: string;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function PricingEditorPage<Entity extends { id: string; updatedDate: string }>({
  kind,
}: {
  kind: EditorKind<Entity>;
}) {
  const { id } = useParams<{ id?: string }>();
  const created = new URLSearchParams(useSearch()).has('created');
  const [, navigate] = useLocation();
  const { Form } = kind;
  if (!id) {
    return (
      <section className="page" aria-labelledby="pricing-editor-title">
        <p>
          <Link to={kind.listPath}>{kind.backLabel}</Link>
        </p>
        <h1 id="pricing-editor-title">New {kind.noun}</h1>
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

function SavedEntityEditor<Entity extends { id: string; updatedDate: string }>({
  kind,
  id,
  notice,
}: {
  kind: EditorKind<Entity>;
  id: string;
  notice?: string;
}) {
  const client = useStoreClient();
  const entity = useQuery(kind.detail(client, id));
  const [saved, setSaved] = useState(notice);
  const { Form } = kind;
  if (entity.isPending) return <p role="status">Loading the {kind.noun}…</p>;
  if (entity.isError) {
    return (
      <section className="page" aria-labelledby="pricing-editor-title">
        <h1 id="pricing-editor-title">{capitalized(kind.noun)} not available</h1>
        <FormAlert message={describeError(entity.error)} />
        <Link to={kind.listPath}>{kind.backLabel}</Link>
      </section>
    );
  }
  const data = entity.data;
  return (
    <section className="page" aria-labelledby="pricing-editor-title">
      <p>
        <Link to={kind.listPath}>{kind.backLabel}</Link>
      </p>
      <h1 id="pricing-editor-title">Edit {kind.titleOf(data)}</h1>
      {saved ? <p role="status">{saved}</p> : null}
      {/* A new form after each save, so the fields show what the server kept. */}
      <Form
        key={data.updatedDate}
        entity={data}
        onSaved={() => setSaved(`${capitalized(kind.noun)} saved.`)}
      />
      <DeleteEntity kind={kind} entity={data} />
    </section>
  );
}

function DeleteEntity<Entity extends { id: string; updatedDate: string }>({
  kind,
  entity,
}: {
  kind: EditorKind<Entity>;
  entity: Entity;
}) {
  const client = useStoreClient();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return (
    <ConfirmDelete
      noun={kind.noun}
      title={kind.titleOf(entity)}
      warning={kind.removeWarning(entity)}
      onDelete={async () => {
        await kind.remove(client, entity.id);
        queryClient.removeQueries({ queryKey: kind.detail(client, entity.id).queryKey });
        await queryClient.invalidateQueries({ queryKey: pricingKeys.all });
        navigate(kind.listPath, { replace: true });
      }}
    />
  );
}
