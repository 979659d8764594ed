// The product editor's fields: basics, pricing, shipping, inventory, search engines and options; saves
// with createProduct or updateProduct and maps the server's field violations next to the fields.
import type { Product } from '@cartwright/client/products';
import { productKeys, useStoreClient } from '@cartwright/react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Field, FormAlert, TextField } from '../forms/field.js';
import { type FormErrors, formErrors, type ShownField } from '../forms/field-errors.js';
import { OptionEditor } from './option-editor.js';
import { draftFromProduct, type ProductDraft } from './product-draft.js';
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

interface ProductFormProps {
  /** The saved product; none for a new one. */
  product?: Product;
  /** Called with the saved product after a create or update. */
  onSaved: (product: Product, created: boolean) => void;
}

export function ProductForm({ product, onSaved }: ProductFormProps) {
  const client = useStoreClient();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ProductDraft>(() => draftFromProduct(product));
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<ProductDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const error = (field: string) => errors.fields[field];

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({ fields: {} });
    try {
      const outcome = await saveProductDraft(client, draft, product);
      if ('errors' in outcome) {
        return setErrors({ fields: outcome.errors, summary: 'Please correct the marked fields.' });
      }
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      onSaved(outcome.saved, !product);
    } catch (failure) {
      setErrors(formErrors(failure, SHOWN_FIELDS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form product-form-admin" onSubmit={save} noValidate aria-label="Product details">
      <FormAlert message={errors.summary} />
      <fieldset className="admin-fieldset">
        <legend>Basics</legend>
        <TextField
          label="Name"
          error={error('name')}
          value={draft.name}
          maxLength={80}
          onValueChange={(value) => set({ name: value })}
        />
        <TextField
          label="Slug"
          error={error('slug')}
          hint="Lowercase letters, digits and hyphens; made from the name when empty."
          value={draft.slug}
          maxLength={100}
          onValueChange={(value) => set({ slug: value })}
        />
        <Field label="Description" error={error('description')}>
          {(c) => (
            <textarea
              {...c}
              rows={4}
              value={draft.description}
              maxLength={8000}
              onChange={(e) => set({ description: e.currentTarget.value })}
            />
          )}
        </Field>
        <TextField
          label="SKU"
          error={error('sku')}
          value={draft.sku}
          maxLength={40}
          onValueChange={(value) => set({ sku: value })}
        />
        <Field label="Product type" error={error('productType')}>
          {(c) => (
            <select
              {...c}
              value={draft.productType}
              onChange={(e) => set({ productType: e.currentTarget.value as ProductDraft['productType'] })}
            >
              <option value="physical">Physical</option>
              <option value="digital">Digital</option>
            </select>
          )}
        </Field>
        <TextField
          label="Brand"
          error={error('brand')}
          value={draft.brand}
          maxLength={50}
          onValueChange={(value) => set({ brand: value })}
        />
        <TextField
          label="Ribbon"
          error={error('ribbon')}
          hint="A short label on the product card, such as “New”."
          value={draft.ribbon}
          maxLength={30}
          onValueChange={(value) => set({ ribbon: value })}
        />
        <Checkbox
          label="Visible in the store"
          checked={draft.visible}
          onChange={(visible) => set({ visible })}
        />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Pricing</legend>
        <TextField
          label="Price"
          error={error('priceData.price')}
          inputMode="decimal"
          value={draft.price}
          onValueChange={(value) => set({ price: value })}
        />
        <Field label="Discount" error={error('discount.type')}>
          {(c) => (
            <select
              {...c}
              value={draft.discountType}
              onChange={(e) => set({ discountType: e.currentTarget.value as ProductDraft['discountType'] })}
            >
              <option value="NONE">No discount</option>
              <option value="AMOUNT">Amount off</option>
              <option value="PERCENT">Percent off</option>
            </select>
          )}
        </Field>
        {draft.discountType !== 'NONE' ? (
          <TextField
            label={draft.discountType === 'PERCENT' ? 'Discount percent' : 'Discount amount'}
            error={error('discount.value')}
            inputMode="decimal"
            value={draft.discountValue}
            onValueChange={(value) => set({ discountValue: value })}
          />
        ) : null}
        <TextField
          label="Cost of goods"
          error={error('costAndProfitData.itemCost')}
          inputMode="decimal"
          value={draft.cost}
          onValueChange={(value) => set({ cost: value })}
        />
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Shipping and inventory</legend>
        <TextField
          label="Weight"
          error={error('weight')}
          inputMode="decimal"
          value={draft.weight}
          onValueChange={(value) => set({ weight: value })}
        />
        <Checkbox
          label="Track inventory"
          checked={draft.trackInventory}
          onChange={(trackInventory) => set({ trackInventory })}
        />
        {draft.trackInventory ? (
          <TextField
            label="Quantity in stock"
            error={error('stock.quantity')}
            inputMode="numeric"
            value={draft.quantity}
            onValueChange={(value) => set({ quantity: value })}
          />
        ) : (
          <Checkbox label="In stock" checked={draft.inStock} onChange={(inStock) => set({ inStock })} />
        )}
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Search engines</legend>
        <TextField
          label="SEO title"
          error={error('seoData')}
          value={draft.seoTitle}
          maxLength={200}
          onValueChange={(value) => set({ seoTitle: value })}
        />
        <Field label="SEO description">
          {(c) => (
            <textarea
              {...c}
              rows={2}
              value={draft.seoDescription}
              maxLength={500}
              onChange={(e) => set({ seoDescription: e.currentTarget.value })}
            />
          )}
        </Field>
      </fieldset>

      <Checkbox
        label="Manage variants (a price, weight, SKU and stock for each combination of choices)"
        checked={draft.manageVariants}
        onChange={(manageVariants) => set({ manageVariants })}
      />
      <OptionEditor options={draft.options} onChange={(options) => set({ options })} errors={errors.fields} />

      <button type="submit" className="button-link" disabled={busy}>
        {busy ? 'Saving…' : product ? 'Save product' : 'Create product'}
      </button>
    </form>
  );
}

function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <Field label={label} className="field checkbox">
      {(c) => (
        <input {...c} type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      )}
    </Field>
  );
}
