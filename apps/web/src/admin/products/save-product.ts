// Saves the product editor's draft: createProduct for a new product; for a saved one updateProduct, then
// the removals a patch cannot express (ribbon, brand, every option).
import type { OAuthStrategy, StoreClient } from '@cartwright/client';
import {
  createProduct,
  deleteProductOptions,
  type Product,
  removeProductBrand,
  removeProductRibbon,
  updateProduct,
} from '@cartwright/client/products';
import { type ProductDraft, productInputFromDraft, productUpdateFromDraft } from './product-draft.js';

/** The saved product, or the draft's fields that cannot be sent (nothing was sent then). */
export type SaveOutcome = { saved: Product } | { errors: Record<string, string> };

export async function saveProductDraft(
  client: StoreClient<OAuthStrategy>,
  draft: ProductDraft,
  product?: Product,
): Promise<SaveOutcome> {
  if (!product) {
    const { input, errors } = productInputFromDraft(draft);
    return input ? { saved: await createProduct(client, input) } : { errors };
  }
  const { update, errors } = productUpdateFromDraft(draft, product);
  if (!update) return { errors };
  const id = product.id!;
  // The patch first: when the server refuses it, nothing has been removed yet.
  const saved = await updateProduct(client, id, update.patch);
  if (update.removeRibbon) await removeProductRibbon(client, id);
  if (update.removeBrand) await removeProductBrand(client, id);
  if (update.deleteOptions) await deleteProductOptions(client, id);
  return { saved };
}
