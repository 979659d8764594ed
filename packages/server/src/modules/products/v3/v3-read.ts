// V3 product reads by id and by slug: the same rows and visibility rules as the V1 get.
import type { V3Product, V3ProductField } from '@cartwright/contracts';
import type { Caller } from '../../../caller.js';
import { isAdmin } from '../../../caller.js';
import type { AppDeps } from '../../../deps.js';
import { productNotFound } from '../products.errors.js';
import { slugOwner } from '../products.repository.js';
import type { ReadContext } from '../read-context.js';
import { readProduct } from '../snapshot/snapshot.repository.js';
import { toV3Product } from './v3-product.js';

/**
 * A product in V3 shape; hidden products are 404 to everyone but admins, cost and profit need MERCHANT_DATA.
 * @example await getProductV3(deps, caller, id, ['CURRENCY', 'MEDIA_ITEMS_INFO'], { baseUrl })
 */
export async function getProductV3(
  deps: Pick<AppDeps, 'db'>,
  caller: Caller,
  id: string,
  fields: readonly V3ProductField[] | undefined,
  ctx: ReadContext,
): Promise<V3Product> {
  const read = await readProduct(deps.db, id);
  const admin = isAdmin(caller);
  if (!read || (!read.snapshot.product.visible && !admin)) throw productNotFound(id);
  const wanted = new Set(fields ?? []);
  return toV3Product(read.snapshot, {
    currency: read.currency,
    baseUrl: ctx.baseUrl,
    fields: wanted,
    merchantData: admin && wanted.has('MERCHANT_DATA'),
  });
}

/** A product by its slug in V3 shape; unknown (or, to shoppers, hidden) slugs are 404. */
export async function getProductV3BySlug(
  deps: Pick<AppDeps, 'db'>,
  caller: Caller,
  slug: string,
  fields: readonly V3ProductField[] | undefined,
  ctx: ReadContext,
): Promise<V3Product> {
  const id = await slugOwner(deps.db, slug);
  if (id === undefined) throw productNotFound(slug);
  return getProductV3(deps, caller, id, fields, ctx);
}
