// The link to an order in every e-mail its buyer gets: `/orders/{id}?key=…`, where the key is the store's HMAC
// of the order id. It opens the order for whoever holds it, signed in or not, in any browser (issue #33: a
// guest who signed in or out afterwards lost the order), and nobody can make one for another order. The key is
// the credential, so the read asks for no token; a wrong key answers the same 404 as an unknown order.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Order, orderLinkPath } from '@cartwright/contracts';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors/app-error.js';
import { storeSecret } from '../store/index.js';
import { readOrder } from './orders.service.js';

const keyOf = (secret: string, orderId: string) =>
  createHmac('sha256', secret).update(`order-link:${orderId}`).digest('base64url');

/**
 * The absolute link to the order for its buyer's e-mails, below the store's public URL.
 * @example const link = await orderLink(trx, deps.config.publicUrl, order.id)
 */
export async function orderLink(db: Db, publicUrl: string, orderId: string): Promise<string> {
  const key = keyOf(await storeSecret({ db }, 'order-links'), orderId);
  return `${publicUrl}${orderLinkPath(orderId, key)}`;
}

/**
 * GET /cartwright/v1/order-links/{id}?key=: the order its link names; 404 ORDER for an unknown order or a key
 * that is not the order's (compared in constant time).
 * @example const order = await getOrderByLink(deps, id, key)
 */
export async function getOrderByLink(deps: { db: Db }, id: string, key: string): Promise<Order> {
  const expected = Buffer.from(keyOf(await storeSecret(deps, 'order-links'), id));
  const given = Buffer.from(key);
  const order =
    given.length === expected.length && timingSafeEqual(given, expected)
      ? await readOrder(deps.db, id)
      : undefined;
  if (!order) throw notFound('Order', { id: id.slice(0, 100) });
  return order;
}
