// Whether the page's code runs: false on the server and while a server-rendered page hydrates, true after.
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in server HTML and during hydration, true once React runs the page. A control whose work needs the
 * code (adding to the cart) stays off until then, so a click made before it arrives is not silently lost.
 * @example const hydrated = useHydrated(); <button disabled={!hydrated}>Add to cart</button>
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
