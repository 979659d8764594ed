// The product form's pricing: price, the product's own discount, and the cost of goods.
import { Field, TextField } from '../forms/field.js';
import type { ProductDraft } from './product-draft.js';
import type { ProductFieldsetProps } from './product-fieldset.js';

export function ProductPricingFields({ draft, onChange, errors }: ProductFieldsetProps) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Pricing</legend>
      <TextField
        label="Price"
        error={errors['priceData.price']}
        inputMode="decimal"
        value={draft.price}
        onValueChange={(value) => onChange({ price: value })}
      />
      <Field label="Discount" error={errors['discount.type']}>
        {(c) => (
          <select
            {...c}
            value={draft.discountType}
            onChange={(e) =>
              onChange({ discountType: e.currentTarget.value as ProductDraft['discountType'] })
            }
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
          error={errors['discount.value']}
          inputMode="decimal"
          value={draft.discountValue}
          onValueChange={(value) => onChange({ discountValue: value })}
        />
      ) : null}
      <TextField
        label="Cost of goods"
        error={errors['costAndProfitData.itemCost']}
        inputMode="decimal"
        value={draft.cost}
        onValueChange={(value) => onChange({ cost: value })}
      />
    </fieldset>
  );
}
