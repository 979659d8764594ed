// The product editor's form: its fieldsets (basics, pricing, shipping and inventory, search engines, options)
// over one draft, saved through useAdminMutation with the server's field violations next to the fields.
import type { Product } from '@cartwright/client/products';
import { productKeys } from '@cartwright/react';
import { useState } from 'react';
import { CheckboxField, FormAlert } from '../forms/field.js';
import { type FormErrors, formErrors, type ShownField } from '../forms/field-errors.js';
import { SubmitButton } from '../forms/submit-button.js';
import { useAdminMutation } from '../forms/use-admin-mutation.js';
import { OptionEditor } from './option-editor.js';
import { ProductBasicsFields } from './product-basics-fields.js';
import { draftFromProduct, type ProductDraft } from './product-draft.js';
import { ProductPricingFields } from './product-pricing-fields.js';
import { ProductSeoFields } from './product-seo-fields.js';
import { ProductStockFields } from './product-stock-fields.js';
import { saveProductDraft } from './save-product.js';

/** Field paths the form shows, as the server names them in violations. */
const SHOWN_FIELDS: ShownField[] = [
  'name',
  'slug',
  'description',
  'sku',
  'productType',
  'ribbon',
  'brand',
  'priceData.price',
  'discount.type',
  'discount.value',
  'costAndProfitData.itemCost',
  'weight',
  'stock.quantity',
  'seoData',
  /^productOptions\[\d+\]\.(name|choices)/,
];

const NO_ERRORS: FormErrors = { fields: {} };

interface ProductFormProps {
  /** The saved product; none for a new one. */
  product?: Product;
  /** Called with the saved product after a create or update. */
  onSaved: (product: Product) => void;
}

export function ProductForm({ product, onSaved }: ProductFormProps) {
  const [draft, setDraft] = useState<ProductDraft>(() => draftFromProduct(product));
  const save = useAdminMutation({
    mutationFn: (client, saving: ProductDraft) => saveProductDraft(client, saving, product),
    invalidates: [productKeys.all],
    onSuccess: onSaved,
  });
  const errors = save.isError ? formErrors(save.error, SHOWN_FIELDS) : NO_ERRORS;
  const fieldset = {
    draft,
    onChange: (patch: Partial<ProductDraft>) => setDraft((current) => ({ ...current, ...patch })),
    errors: errors.fields,
  };

  return (
    <form
      className="admin-form product-form-admin"
      noValidate
      aria-label="Product details"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      <FormAlert message={errors.summary} />
      <ProductBasicsFields {...fieldset} />
      <ProductPricingFields {...fieldset} />
      <ProductStockFields {...fieldset} />
      <ProductSeoFields {...fieldset} />
      <CheckboxField
        label="Manage variants (a price, weight, SKU and stock for each combination of choices)"
        checked={draft.manageVariants}
        onChange={(manageVariants) => fieldset.onChange({ manageVariants })}
      />
      <OptionEditor
        options={draft.options}
        onChange={(options) => fieldset.onChange({ options })}
        errors={errors.fields}
      />
      <SubmitButton pending={save.isPending}>{product ? 'Save product' : 'Create product'}</SubmitButton>
    </form>
  );
}
