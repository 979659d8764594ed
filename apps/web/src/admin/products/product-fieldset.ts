// What each fieldset of the product form gets: the draft, a way to change part of it, and the field messages.
import type { ProductDraft } from './product-draft.js';

export interface ProductFieldsetProps {
  draft: ProductDraft;
  onChange: (patch: Partial<ProductDraft>) => void;
  /** Field path (`priceData.price`) → message. */
  errors: Record<string, string>;
}
