// The product form's shipping and inventory: weight, and either a tracked quantity or an in-stock switch.
import { CheckboxField, TextField } from '../../ui/forms/field.js';
import type { ProductFieldsetProps } from './product-fieldset.js';

export function ProductStockFields({ draft, onChange, errors }: ProductFieldsetProps) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Shipping and inventory</legend>
      <TextField
        label="Weight"
        error={errors.weight}
        inputMode="decimal"
        value={draft.weight}
        onValueChange={(value) => onChange({ weight: value })}
      />
      <CheckboxField
        label="Track inventory"
        checked={draft.trackInventory}
        onChange={(trackInventory) => onChange({ trackInventory })}
      />
      {draft.trackInventory ? (
        <TextField
          label="Quantity in stock"
          error={errors['stock.quantity']}
          inputMode="numeric"
          value={draft.quantity}
          onValueChange={(value) => onChange({ quantity: value })}
        />
      ) : (
        <CheckboxField
          label="In stock"
          checked={draft.inStock}
          onChange={(inStock) => onChange({ inStock })}
        />
      )}
    </fieldset>
  );
}
