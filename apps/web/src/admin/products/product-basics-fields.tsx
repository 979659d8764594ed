// The product form's basics: name, slug, description, SKU, type, brand, ribbon and visibility.
import {
  PRODUCT_BRAND_MAX_LENGTH,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_RIBBON_MAX_LENGTH,
  PRODUCT_SKU_MAX_LENGTH,
  SLUG_MAX_LENGTH,
} from '@cartwright/contracts/limits';
import { CheckboxField, SelectField, TextField } from '../../ui/forms/field.js';
import { RichTextField } from '../../ui/forms/rich-text-field.js';
import type { ProductFieldsetProps } from './product-fieldset.js';

export function ProductBasicsFields({ draft, onChange, errors }: ProductFieldsetProps) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Basics</legend>
      <TextField
        label="Name"
        error={errors.name}
        value={draft.name}
        maxLength={PRODUCT_NAME_MAX_LENGTH}
        onValueChange={(value) => onChange({ name: value })}
      />
      <TextField
        label="Slug"
        error={errors.slug}
        hint="Lowercase letters, digits and hyphens; made from the name when empty."
        value={draft.slug}
        maxLength={SLUG_MAX_LENGTH}
        onValueChange={(value) => onChange({ slug: value })}
      />
      <RichTextField
        label="Description"
        value={draft.description}
        maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH}
        error={errors.description}
        onChange={(description) => onChange({ description })}
      />
      <TextField
        label="SKU"
        error={errors.sku}
        value={draft.sku}
        maxLength={PRODUCT_SKU_MAX_LENGTH}
        onValueChange={(value) => onChange({ sku: value })}
      />
      <SelectField
        label="Product type"
        error={errors.productType}
        value={draft.productType}
        choices={{ physical: 'Physical', digital: 'Digital' }}
        onValueChange={(value) => onChange({ productType: value })}
      />
      <TextField
        label="Brand"
        error={errors.brand}
        value={draft.brand}
        maxLength={PRODUCT_BRAND_MAX_LENGTH}
        onValueChange={(value) => onChange({ brand: value })}
      />
      <TextField
        label="Ribbon"
        error={errors.ribbon}
        hint="A short label on the product card, such as “New”."
        value={draft.ribbon}
        maxLength={PRODUCT_RIBBON_MAX_LENGTH}
        onValueChange={(value) => onChange({ ribbon: value })}
      />
      <CheckboxField
        label="Visible in the store"
        checked={draft.visible}
        onChange={(visible) => onChange({ visible })}
      />
    </fieldset>
  );
}
