// Loads the web app's server entry (its build's dist-server/entry-server.js) and renders storefront pages
// with it. The entry reads each page's catalog answers through `fetch`, which the store server answers
// in-process, so a render never loops back over HTTP and its answers are the API's own bytes.
import { pathToFileURL } from 'node:url';

/** The rendered root of a page and the state block that follows it. */
export interface RenderedPage {
  html: string;
  state: string;
}

/** A fetch that may answer synchronously, such as Hono's `app.request`. */
type InProcessFetch = (input: string, init?: RequestInit) => Response | Promise<Response>;

/** What the web app's server entry exports (apps/web/src/entry-server.tsx). */
interface ServerEntry {
  renderPage(request: {
    url: string;
    origin: string;
    fetch: InProcessFetch;
  }): Promise<RenderedPage | undefined>;
}

/** Renders the page at a path and search (`/products?page=2`); undefined when the browser must render it. */
export type PageRenderer = (url: string) => Promise<RenderedPage | undefined>;

/**
 * The renderer of the entry at `entryFile` for the store at `origin`, loaded on first use; undefined without
 * an entry. A page that fails to render is left to the browser (and the failure reported to `onError`).
 * @example const render = pageRenderer(config.webRenderer, () => publicUrl, (u, i) => app.request(u, i), log);
 */
export function pageRenderer(
  entryFile: string | undefined,
  origin: () => string,
  fetch: InProcessFetch,
  onError: (error: unknown) => void,
): PageRenderer | undefined {
  if (entryFile === undefined) return undefined;
  let entry: Promise<ServerEntry> | undefined;
  return async (url) => {
    entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
    try {
      return await (await entry).renderPage({ url, origin: origin(), fetch });
    } catch (error) {
      onError(error);
      return undefined;
    }
  };
}
