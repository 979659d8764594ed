// V3 product writes on the V1 rows: the V3 input mapped to a V1 product (price before the discount and an
// AMOUNT discount down to the price a shopper pays), the V3-only columns, a stale `revision` refused before
// anything changes, and a V3 event beside the V1 one, in the same transaction.
import type {
  CreateProductV3Request,
  ProductInput,
  UpdateProductV3Request,
  V3Product,
  V3ProductField,
} from '@cartwright/contracts';
import type { Caller } from '../../../caller.js';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../errors/app-error.js';
import { actorIdentity, appendDomainEvent } from '../../events/index.js';
import {
  createProduct,
  deleteProduct,
  type ProductDeps,
  type ProductWriteHooks,
  updateProduct,
} from '../products.service.js';
import type { ReadContext } from '../read-context.js';
import { readProduct } from '../snapshot/snapshot.repository.js';
import { toV3Product } from './v3-product.js';

export const V3_PRODUCT_FQDN = 'wix.stores.catalog.v3.product';

export const revisionMismatch = (id: string, sent: string, current: string) =>
  new AppError(
    409,
    'REVISION_MISMATCH',
    `Product ${id} is at revision ${current}, not ${sent}: read it again and resend the change`,
    { id, revision: current },
  );

type V3Input = Omit<CreateProductV3Request['product'], 'name'> & { name?: string };

const cents = (amount: string) => Math.round(Number(amount) * 100);

/** The V1 fields of a V3 product input: only those the input names. */
function v1Fields(product: V3Input): Partial<ProductInput> {
  const variant = product.variantsInfo?.variants[0];
  const out: Partial<ProductInput> = {};
  if (product.name !== undefined) out.name = product.name;
  if (product.slug !== undefined) out.slug = product.slug;
  if (product.visible !== undefined) out.visible = product.visible;
  if (product.plainDescription !== undefined) out.description = product.plainDescription;
  if (product.productType !== undefined && product.productType !== 'UNSPECIFIED_PRODUCT_TYPE') {
    out.productType = product.productType === 'DIGITAL' ? 'digital' : 'physical';
  }
  if (variant?.sku !== undefined) out.sku = variant.sku;
  if (variant?.physicalProperties?.weight !== undefined) out.weight = variant.physicalProperties.weight;
  if (variant?.revenueDetails)
    out.costAndProfitData = { itemCost: cents(variant.revenueDetails.cost.amount) / 100 };
  if (variant?.price) {
    const actual = cents(variant.price.actualPrice.amount);
    const before = variant.price.compareAtPrice ? cents(variant.price.compareAtPrice.amount) : actual;
    out.priceData = { price: Math.max(actual, before) / 100 };
    out.discount =
      before > actual ? { type: 'AMOUNT', value: (before - actual) / 100 } : { type: 'NONE', value: 0 };
  }
  return out;
}

function v3Columns(product: V3Input): NonNullable<ProductWriteHooks['columns']> {
  return {
    ...(product.brand ? { brand_id: product.brand.id } : {}),
    ...(product.ribbon ? { ribbon_id: product.ribbon.id } : {}),
    ...(product.infoSections
      ? { info_section_ids: JSON.stringify(product.infoSections.map((s) => s.id)) }
      : {}),
  };
}

/** Reads the product in V3 shape inside the transaction and appends its V3 event; answers the product. */
async function v3Event(
  trx: Db,
  deps: ProductDeps,
  caller: Caller,
  id: string,
  slug: 'created' | 'updated',
  ctx: ReadContext,
  fields: readonly V3ProductField[] | undefined,
): Promise<V3Product> {
  const read = await readProduct(trx, id);
  const opts = { currency: read!.currency, baseUrl: ctx.baseUrl, merchantData: true };
  const entity = toV3Product(read!.snapshot, {
    ...opts,
    fields: new Set(['CURRENCY', 'PLAIN_DESCRIPTION', 'INFO_SECTION']),
  });
  await appendDomainEvent(trx, deps.clock, {
    entityFqdn: V3_PRODUCT_FQDN,
    slug,
    entityId: id,
    identity: actorIdentity(caller),
    body: slug === 'created' ? { createdEvent: { entity } } : { updatedEvent: { currentEntity: entity } },
  });
  return toV3Product(read!.snapshot, { ...opts, fields: new Set(fields ?? ['MERCHANT_DATA']) });
}

/**
 * POST /stores/v3/products (admins): a product without options; its one variant carries price, cost, weight.
 * @example await createProductV3(deps, caller, { product: { name: 'Mug', variantsInfo: { variants: [{ price: { actualPrice: { amount: '12' } } }] } } }, { baseUrl })
 */
export async function createProductV3(
  deps: ProductDeps,
  caller: Caller,
  request: CreateProductV3Request,
  ctx: ReadContext,
): Promise<V3Product> {
  let answer: V3Product | undefined;
  await createProduct(deps, caller, { ...v1Fields(request.product), name: request.product.name }, ctx, {
    columns: v3Columns(request.product),
    after: async (trx, id) => {
      answer = await v3Event(trx, deps, caller, id, 'created', ctx, request.fields);
    },
  });
  return answer!;
}

/** PATCH /stores/v3/products/{id} (admins): the given fields, refused with REVISION_MISMATCH when stale. */
export async function updateProductV3(
  deps: ProductDeps,
  caller: Caller,
  id: string,
  request: UpdateProductV3Request,
  ctx: ReadContext,
): Promise<V3Product> {
  const { revision, id: _id, ...product } = request.product;
  let answer: V3Product | undefined;
  await updateProduct(deps, caller, id, v1Fields(product), ctx, {
    columns: v3Columns(product),
    check: (current) => {
      if (String(current.revision) !== revision)
        throw revisionMismatch(id, revision, String(current.revision));
    },
    after: async (trx) => {
      answer = await v3Event(trx, deps, caller, id, 'updated', ctx, request.fields);
    },
  });
  return answer!;
}

/** DELETE /stores/v3/products/{id} (admins): the product with its variants, media and memberships. */
export async function deleteProductV3(deps: ProductDeps, caller: Caller, id: string): Promise<void> {
  await deleteProduct(deps, caller, id, {
    after: (trx) =>
      appendDomainEvent(trx, deps.clock, {
        entityFqdn: V3_PRODUCT_FQDN,
        slug: 'deleted',
        entityId: id,
        identity: actorIdentity(caller),
        body: { deletedEvent: { deletedEntity: { id } } },
      }).then(() => undefined),
  });
}
