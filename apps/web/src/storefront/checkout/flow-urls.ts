// Where the hosted checkout sends the shopper: the redirect session's callbacks (`thankYouPageUrl`,
// `postFlowUrl`, `cartPageUrl` in the page's query, from the `ecomCheckout` redirect session) when they are web
// addresses, else the store's own thank-you page and cart.

export interface FlowUrls {
  thankYouPageUrl?: string;
  postFlowUrl?: string;
  cartPageUrl?: string;
}

/** `value` when it is an absolute http(s) address; `javascript:` and other schemes are never followed. */
function webAddress(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The callbacks of a checkout page's query string (`?thankYouPageUrl=…`). */
export function flowUrls(search: string): FlowUrls {
  const params = new URLSearchParams(search);
  const urls: FlowUrls = {};
  for (const key of ['thankYouPageUrl', 'postFlowUrl', 'cartPageUrl'] as const) {
    const url = webAddress(params.get(key));
    if (url) urls[key] = url;
  }
  return urls;
}

export type Destination = { external: string } | { path: string };

/**
 * After the order is placed: the session's thank-you page with the order id added, else its post-flow page, else
 * the store's thank-you page.
 * @example afterOrder({ thankYouPageUrl: 'https://shop.example/thanks' }, 'o-1') // { external: 'https://shop.example/thanks?orderId=o-1' }
 */
export function afterOrder(urls: FlowUrls, orderId: string): Destination {
  if (urls.thankYouPageUrl) {
    const url = new URL(urls.thankYouPageUrl);
    url.searchParams.set('orderId', orderId);
    return { external: url.href };
  }
  if (urls.postFlowUrl) return { external: urls.postFlowUrl };
  return { path: `/thank-you/${encodeURIComponent(orderId)}` };
}

/** The way back to the cart: the session's cart page, else the store's. */
export function cartDestination(urls: FlowUrls): Destination {
  return urls.cartPageUrl ? { external: urls.cartPageUrl } : { path: '/cart' };
}

/** Goes there: another site by a full page load, a page of the store by the router. */
export function goTo(destination: Destination, navigate: (path: string) => void): void {
  if ('external' in destination) window.location.assign(destination.external);
  else navigate(destination.path);
}
