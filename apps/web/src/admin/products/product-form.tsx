// The product editor's form: its fieldsets (basics and options beside pricing, shipping and inventory, search
// engines; then variants) over one draft, saved through useStoreMutation with the server's field violations next
// to the fields.
import type { Product, VariantOverride } from '@cartwright/client/products';
import { productKeys, useStoreMutation } from '@cartwright/react';
import { useEffect, useState } from 'react';
import { CheckboxField, FormAlert } from '../../ui/forms/field.js';
import { describeError, type FormErrors, formErrors, type ShownField } from '../../ui/forms/field-errors.js';
import { SubmitButton } from '../../ui/forms/submit-button.js';
import { DraftVariantGrid, draftOverrides, sendDraftOverrides, useDraftVariants } from './draft-variants.js';
import { OptionEditor } from './option-editor.js';
import { ProductBasicsFields } from './product-basics-fields.js';
import { draftFromProduct, type ProductDraft } from './product-draft.js';
import { ProductPricingFields } from './product-pricing-fields.js';
import { ProductSeoFields } from './product-seo-fields.js';
import { ProductStockFields } from './product-stock-fields.js';
import { saveProductDraft } from './save-product.js';
import { draftCombinations } from './variant-rows.js';

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
  onSaved: (product: Product, variantsProblem?: string) => void;
  /** Told whether the form shows its own variant grid, when the saved one (of the saved options) is stale. */
  onDraftVariantsShown?: (shown: boolean) => void;
}

interface Saving {
  draft: ProductDraft;
  /** The overrides of the variant rows edited before saving, or why one cannot be read. */
  variants: VariantOverride[] | string;
}

export function ProductForm({ product, onSaved, onDraftVariantsShown }: ProductFormProps) {
  const [draft, setDraft] = useState<ProductDraft>(() => draftFromProduct(product));
  const variants = useDraftVariants(draft, product);
  useEffect(() => onDraftVariantsShown?.(variants.shown), [onDraftVariantsShown, variants.shown]);
  const save = useStoreMutation({
    mutationFn: async (client, { draft: saving, variants: overrides }: Saving) => {
      // A row's unreadable number is refused before the product is sent, like the draft's own checks.
      if (typeof overrides === 'string') throw new Error(overrides);
      const saved = await saveProductDraft(client, saving, product);
      try {
        await sendDraftOverrides(client, saved, overrides);
        return { saved };
      } catch (error) {
        // The product is saved all the same: the page moves on to it (a second create would duplicate it).
        return { saved, variantsProblem: describeError(error) };
      }
    },
    invalidates: [productKeys.all],
    onSuccess: ({ saved, variantsProblem }) => onSaved(saved, variantsProblem),
  });
  const errors = save.isError ? formErrors(save.error, SHOWN_FIELDS) : NO_ERRORS;
  const fields = openErrors(errors, save.variables?.draft, draft);
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
        save.mutate({ draft, variants: draftOverrides(variants.edited, draft.trackInventory) });
      }}
    >
      <FormAlert message={errors.summary} />
      {/* Two columns on a wide screen (admin.css): what the product is on the left, what it costs, weighs and
          is called by search engines on the right; the variant grid then takes the whole width below. */}
      <div className="product-editor-grid">
        <div className="product-editor-main">
          <ProductBasicsFields {...fieldset} />
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
        </div>
        <div className="product-editor-side">
          <ProductPricingFields {...fieldset} />
          <ProductStockFields {...fieldset} />
          <ProductSeoFields {...fieldset} />
        </div>
      </div>
      {variants.shown ? (
        <DraftVariantGrid variants={variants} draft={draft} />
      ) : (
        <VariantsHint draft={draft} />
      )}
      <div className="sticky-save-bar">
        <SubmitButton pending={save.isPending}>{product ? 'Save product' : 'Create product'}</SubmitButton>
      </div>
    </form>
  );
}

/** What the variant grid needs before it can show: managed variants, and an option with named choices. */
function VariantsHint({ draft }: { draft: ProductDraft }) {
  if (!draft.manageVariants) {
    return (
      <p className="field-hint">
        Variants: turn on “Manage variants” and add options to set a price and stock for each combination.
      </p>
    );
  }
  if (draft.options.length > 0 && draftCombinations(draft.options).length > 0) return null;
  return (
    <p className="field-hint">
      Add an option (like Size) with named choices to get a variant for each combination.
    </p>
  );
}
