// Client-side collection types: the wire Collection with `lastUpdated` as Date, and the fields a collection query accepts.
import type { Collection as WireCollection } from '@cartwright/contracts';

/** A collection as calls return it: `lastUpdated` is a `Date` (wire §2.2, §4.3). */
export type Collection = Omit<WireCollection, 'lastUpdated'> & { lastUpdated?: Date };

/** Fields a collection query filters on, with their value types. */
export interface CollectionQueryFields {
  id: string;
  name: string;
  slug: string;
  visible: boolean;
  numberOfProducts: number;
}

/** Fields a collection query sorts on. */
export type CollectionSortField = 'id' | 'name' | 'slug' | 'numberOfProducts';
