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
import { DraftInvalid } from '../../ui/forms/field-errors.js';
import { type ProductDraft, productInputFromDraft, productUpdateFromDraft } from './product-draft.js';

/** The saved product; throws DraftInvalid, having sent nothing, when the draft's own checks fail. */
export async function saveProductDraft(
  client: StoreClient<OAuthStrategy>,
  draft: ProductDraft,
  product?: Product,
): Promise<Product> {
  if (!product) {
    const { input, errors } = productInputFromDraft(draft);
    if (!input) throw new DraftInvalid(errors);
    return createProduct(client, input);
  }
  const { update, errors } = productUpdateFromDraft(draft, product);
  if (!update) throw new DraftInvalid(errors);
  const id = product.id!;
  // The patch first: when the server refuses it, nothing has been removed yet.
  const saved = await updateProduct(client, id, update.patch);
  if (update.removeRibbon) await removeProductRibbon(client, id);
  if (update.removeBrand) await removeProductBrand(client, id);
  if (update.deleteOptions) await deleteProductOptions(client, id);
  return saved;
}
