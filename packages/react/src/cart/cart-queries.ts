// `cartQueries`: every cart read's queryOptions in one object, for apps that call useQuery themselves.

import { checkoutQuery } from './checkout-query.js';
import { currentCartQuery } from './current-cart-query.js';
import { estimateQuery } from './estimate-query.js';

/**
 * queryOptions for cart reads. Reads wait for queued changes, so they never land on top of newer edits.
 * The hooks import each read's module on its own: this object would bring all of them into one bundle.
 * @example
 * useQuery(cartQueries.current(client));
 * useQuery(cartQueries.estimate(client, { shippingAddress: { country: 'US', subdivision: 'US-CA' } }));
 * useQuery(cartQueries.checkout(client, checkoutId));
 */
export const cartQueries = { current: currentCartQuery, estimate: estimateQuery, checkout: checkoutQuery };
