// The product form's pricing: price, the product's own discount, and the cost of goods, each amount also shown
// in the store's currency as shoppers and reports will read it.
import { useWebConfig } from '../../app/web-config-context.js';
import { SelectField, TextField } from '../../ui/forms/field.js';
import { formatMoney } from '../pricing/store-money.js';
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
      <SelectField
        label="Discount"
        error={errors['discount.type']}
        value={draft.discountType}
        choices={{ NONE: 'No discount', AMOUNT: 'Amount off', PERCENT: 'Percent off' }}
        onValueChange={(value) => onChange({ discountType: value })}
      />
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
