// The page title: the store server writes each page's own title into the document it serves (a product's
// name, say), which the app keeps for the page it was loaded on; after a navigation in the app, whose pages
// do not set titles of their own yet, the title is the store's name, so it never names a page left behind.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useWebConfig } from './web-config-context.js';

/** The title of the web app's build, before the server or the app gave the page one. */
export const BUILD_TITLE = 'Cartwright store';

/** Sets the store name as the title on every navigation after the first page. */
export function useTitleOnNavigation(): void {
  const [location] = useLocation();
  const { storeName } = useWebConfig();
  const first = useRef(location);
  useEffect(() => {
    if (location !== first.current) document.title = storeName;
  }, [location, storeName]);
}
