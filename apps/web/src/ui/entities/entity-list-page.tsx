// An admin list page (/admin/coupons, /admin/collections, …): its heading, what the list means, and the list.
import type { QueryKey } from '@tanstack/react-query';
import { useId } from 'react';
import { EntityList, type ListKind } from './entity-list.js';

interface EntityListPageProps<Data, Item extends { id?: string }, Key extends QueryKey> {
  title: string;
  /** One sentence on what the list means for the store, when it needs saying. */
  intro?: string;
  kind: ListKind<Data, Item, Key>;
}

export function EntityListPage<Data, Item extends { id?: string }, Key extends QueryKey>({
  title,
  intro,
  kind,
}: EntityListPageProps<Data, Item, Key>) {
  const headingId = useId();
  return (
    <section className="page" aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {intro ? <p>{intro}</p> : null}
      <EntityList kind={kind} />
    </section>
  );
}
