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

/** The draft value each shown error is about, so the error leaves once the owner changes that value. */
const ERROR_SOURCES: Record<string, (draft: ProductDraft) => unknown> = {
  name: (d) => d.name,
  slug: (d) => d.slug,
  description: (d) => d.description,
  sku: (d) => d.sku,
  productType: (d) => d.productType,
  ribbon: (d) => d.ribbon,
  brand: (d) => d.brand,
  'priceData.price': (d) => d.price,
  'discount.type': (d) => d.discountType,
  'discount.value': (d) => d.discountValue,
  'costAndProfitData.itemCost': (d) => d.cost,
  weight: (d) => d.weight,
  'stock.quantity': (d) => d.quantity,
  seoData: (d) => [d.seoTitle, d.seoDescription],
};

/** The errors of a failed save whose fields still hold what was refused (option errors stay until the next save). */
function openErrors(errors: FormErrors, refused: ProductDraft | undefined, draft: ProductDraft) {
  if (!refused || refused === draft) return errors.fields;
  const same = (key: string) => {
    const source = ERROR_SOURCES[key];
    return !source || JSON.stringify(source(refused)) === JSON.stringify(source(draft));
  };
  return Object.fromEntries(Object.entries(errors.fields).filter(([key]) => same(key)));
}

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
  const fields = openErrors(errors, save.variables, draft);
  const fieldset = {
    draft,
    onChange: (patch: Partial<ProductDraft>) => setDraft((current) => ({ ...current, ...patch })),
    errors: fields,
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
        errors={fields}
      />
      <VariantsHint draft={draft} product={product} />
      <div className="sticky-save-bar">
        <SubmitButton pending={save.isPending}>{product ? 'Save product' : 'Create product'}</SubmitButton>
      </div>
    </form>
  );
}

/** What the variant grid below needs before it can show: it lists the combinations the saved options make. */
function VariantsHint({ draft, product }: { draft: ProductDraft; product: Product | undefined }) {
  const saved = product ? draftFromProduct(product) : undefined;
  const optionsSaved = JSON.stringify(saved?.options) === JSON.stringify(draft.options);
  let hint: string | undefined;
  if (!draft.manageVariants) {
    hint =
      'Variants: turn on “Manage variants” and add options to set a price and stock for each combination.';
  } else if (draft.options.length === 0) {
    hint = 'Add an option (like Size) with its choices to get a variant for each combination.';
  } else if (!saved?.manageVariants || !optionsSaved) {
    hint = `${product ? 'Save' : 'Create'} the product to get a row per combination, with its own price and stock.`;
  }
  return hint ? <p className="field-hint">{hint}</p> : null;
}
