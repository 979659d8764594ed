// The storefront's collection pages (`/collections/:slug`) as the server serves their documents: which exist
// for shoppers, and the collection each shows.
import type { Collection } from '@cartwright/contracts';
import type { AppDeps } from '../../deps.js';
import { findCollection, selectVisibleCollectionPages, toWireCollection } from './collections.repository.js';

/** Every collection a shopper can see, as a page a sitemap lists, by slug. */
export async function visibleCollectionPages(
  deps: Pick<AppDeps, 'db'>,
): Promise<{ slug: string; lastModified: Date }[]> {
  const rows = await selectVisibleCollectionPages(deps.db);
  return rows.map((row) => ({ slug: row.slug, lastModified: row.updated_at }));
}

/** The collection a shopper sees at `/collections/<slug>`; undefined for an unknown or hidden one. */
export async function visibleCollectionBySlug(
  deps: Pick<AppDeps, 'db'>,
  slug: string,
): Promise<Collection | undefined> {
  const row = await findCollection(deps.db, { slug }, false);
  return row ? toWireCollection(row) : undefined;
}
