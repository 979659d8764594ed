// The state a server-rendered page carries for the browser: the store's web configuration and the dehydrated
// query cache, as a JSON data block (`<script type="application/json">`), which the page policy never runs.
import type { DehydratedState } from '@tanstack/react-query';
import type { WebConfig } from './web-config.js';

/** The id of the data block after the app's root. */
export const PAGE_STATE_ID = 'cartwright-state';

export interface PageState {
  config: WebConfig;
  queries: DehydratedState;
}

/**
 * The data block for `state`: `<`, `>` and `&` as `\u` escapes (so no `</script>` or `<!--` in product text
 * can end or change the block), and the two line separators old JavaScript did not allow in strings.
 * @example pageStateScript(state) // '<script type="application/json" id="cartwright-state">{…}</script>'
 */
export function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

/** The state the server rendered the page with, or undefined when the page came without one (personal pages). */
export function readPageState(doc: Document): PageState | undefined {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return undefined;
  }
}
