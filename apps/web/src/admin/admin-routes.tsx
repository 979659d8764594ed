// The admin route table, relative to /admin: add a page by adding a row (and a nav entry when it has one).
import type { ComponentType } from 'react';
import { CollectionEditorPage } from './collections/collection-editor-page.js';
import { CollectionListPage } from './collections/collection-list-page.js';
import { ProductEditorPage } from './products/product-editor-page.js';
import { ProductListPage } from './products/product-list-page.js';

export interface AdminRoute {
  /** wouter pattern relative to /admin, e.g. `/products/:id`. */
  path: string;
  component: ComponentType;
}

export interface AdminNavEntry {
  /** Relative to /admin. */
  to: string;
  label: string;
}

/** Pages behind the sign-in, tried in order (put `/x/new` before `/x/:id`). */
export const adminRoutes: AdminRoute[] = [
  { path: '/products', component: ProductListPage },
  { path: '/products/new', component: ProductEditorPage },
  { path: '/products/:id', component: ProductEditorPage },
  { path: '/collections', component: CollectionListPage },
  { path: '/collections/new', component: CollectionEditorPage },
  { path: '/collections/:id', component: CollectionEditorPage },
];

/** The admin navigation, in order. */
export const adminNavigation: AdminNavEntry[] = [
  { to: '/products', label: 'Products' },
  { to: '/collections', label: 'Collections' },
];
