// Store-wide variants (R-8 query, R-9 get): every variant of every product, ids `{productId}-{variantId}`.
import type { PlatformQuery, QueryStoreVariantsResponse, StoreVariant } from '@cartwright/contracts';
import type { Caller } from '../../../caller.js';
import { isAdmin } from '../../../caller.js';
import type { AppDeps } from '../../../deps.js';
import { AppError } from '../../../errors/app-error.js';
import type { ProductMediaRow } from '../products.table.js';
import { absoluteUrl, type ReadContext } from '../read-context.js';
import { DEFAULT_VARIANT_ID, type EffectiveVariant } from '../snapshot/computed-fields.js';
import { effectiveVariants, type ProductSnapshot } from '../snapshot/product-snapshot.js';
import { readProduct, readSnapshots } from '../snapshot/snapshot.repository.js';
import { storeVariantsPage } from './store-variants.sql.js';

const UUID_LENGTH = 36;

export const storeVariantNotFound = (id: string) =>
  new AppError(404, 'VARIANT_NOT_FOUND', `Variant ${id.slice(0, 200)} not found`, { id: id.slice(0, 200) });

function variantMedia(
  snapshot: ProductSnapshot,
  v: EffectiveVariant,
  baseUrl: string,
): StoreVariant['media'] {
  const chosen = snapshot.options.flatMap((o) =>
    o.choices.filter((c) => v.row?.choices[o.name] === c.description),
  );
  const ids = chosen.flatMap((c) => snapshot.choiceMedia.get(c.id) ?? []);
  const row: ProductMediaRow | undefined = snapshot.media.find((m) => m.id === ids[0]) ?? snapshot.media[0];
  if (!row) return undefined;
  const url = absoluteUrl(row.url, baseUrl);
  const file = {
    id: row.id,
    url,
    ...(row.width === null ? {} : { width: row.width }),
    ...(row.height === null ? {} : { height: row.height }),
    ...(row.alt_text ? { altText: row.alt_text } : {}),
    filename: fileName(url),
  };
  return row.media_type === 'video'
    ? { video: { id: row.id, filename: file.filename, resolutions: [{ url }] } }
    : { image: file };
}

/** The last path segment of a URL; a URL that does not parse (only a demo seed's relative one) gives its own. */
function fileName(url: string): string {
  const path = URL.canParse(url) ? new URL(url).pathname : url.split(/[?#]/)[0]!;
  return path.split('/').at(-1) ?? '';
}

export function toStoreVariant(
  snapshot: ProductSnapshot,
  v: EffectiveVariant,
  ctx: ReadContext,
): StoreVariant {
  const p = snapshot.product;
  const variantId = v.row?.id ?? DEFAULT_VARIANT_ID;
  const choices = v.row?.choices ?? {};
  const media = variantMedia(snapshot, v, ctx.baseUrl);
  return {
    id: `${p.id}-${variantId}`,
    variantId,
    productId: p.id,
    variantName: Object.values(choices).join(' / ') || p.name,
    productName: p.name,
    managedVariant: p.manage_variants,
    sku: v.sku,
    stock: {
      trackQuantity: v.trackQuantity,
      ...(v.quantity === undefined ? {} : { quantity: v.quantity }),
      inStock: v.inStock,
    },
    choices,
    collectionIds: snapshot.collectionIds,
    ...(media ? { media } : {}),
    preorderInfo: { enabled: false },
  };
}

/** variants matching the query; shoppers see those of visible products only. */
export async function queryStoreVariants(
  deps: Pick<AppDeps, 'db'>,
  caller: Caller,
  query: PlatformQuery | undefined,
  ctx: ReadContext,
): Promise<QueryStoreVariantsResponse> {
  const page = await storeVariantsPage(deps.db, query, !isAdmin(caller));
  const productIds = [...new Set(page.items.map((r) => r.product_id))];
  const snapshots = new Map((await readSnapshots(deps.db, productIds)).map((s) => [s.product.id, s]));
  const variants = page.items.flatMap((r) => {
    const snapshot = snapshots.get(r.product_id);
    const v = snapshot && effectiveVariants(snapshot).find((e) => (e.row?.id ?? null) === r.variant_id);
    return snapshot && v ? [toStoreVariant(snapshot, v, ctx)] : [];
  });
  return { variants, metadata: page.metadata };
}

/** one variant by `{productId}-{variantId}`; 404 VARIANT_NOT_FOUND for unknown or hidden ones. */
export async function getStoreVariant(
  deps: Pick<AppDeps, 'db'>,
  caller: Caller,
  id: string,
  ctx: ReadContext,
): Promise<StoreVariant> {
  const productId = id.slice(0, UUID_LENGTH);
  const variantId = id.slice(UUID_LENGTH + 1);
  const read = id[UUID_LENGTH] === '-' ? await readProduct(deps.db, productId) : undefined;
  if (!read || (!read.snapshot.product.visible && !isAdmin(caller))) throw storeVariantNotFound(id);
  const v = effectiveVariants(read.snapshot).find((e) => (e.row?.id ?? DEFAULT_VARIANT_ID) === variantId);
  if (!v) throw storeVariantNotFound(id);
  return toStoreVariant(read.snapshot, v, ctx);
}
