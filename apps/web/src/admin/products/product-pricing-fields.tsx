// The product form's pricing: price, the product's own discount, and the cost of goods, each amount also shown
// in the store's currency as shoppers and reports will read it.
import { useWebConfig } from '../../app/web-config-context.js';
import { Field, TextField } from '../../ui/forms/field.js';
import { formatMoney } from '../pricing/store-money.js';
import type { ProductDraft } from './product-draft.js';
import type { ProductFieldsetProps } from './product-fieldset.js';

/** "In USD: $7.00." once the amount reads as a number; the currency alone before. */
export function amountHint(amount: string, currency: string): string {
  const shown = formatMoney(amount, currency);
  return shown === amount ? `In ${currency}.` : `In ${currency}: ${shown}.`;
}

export function ProductPricingFields({ draft, onChange, errors }: ProductFieldsetProps) {
  const { currency } = useWebConfig();
  return (
    <fieldset className="admin-fieldset">
      <legend>Pricing</legend>
      <TextField
        label="Price"
        hint={amountHint(draft.price, currency)}
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
          {...(draft.discountType === 'AMOUNT' ? { hint: amountHint(draft.discountValue, currency) } : {})}
          error={errors['discount.value']}
          inputMode="decimal"
          value={draft.discountValue}
          onValueChange={(value) => onChange({ discountValue: value })}
        />
      ) : null}
      <TextField
        label="Cost of goods"
        hint={amountHint(draft.cost, currency)}
        error={errors['costAndProfitData.itemCost']}
        inputMode="decimal"
        value={draft.cost}
        onValueChange={(value) => onChange({ cost: value })}
      />
    </fieldset>
  );
}
