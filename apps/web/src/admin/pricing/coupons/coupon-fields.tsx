// The coupon form's field groups: what the coupon is (code, name, type and the value it needs, whether it is
// on), and the conditions it applies under (minimum subtotal, dates, usage limits).
import { COUPON_CODE_MAX_LENGTH, PRICING_NAME_MAX_LENGTH } from '@cartwright/contracts/limits';
import { CheckboxField, SelectField, TextField } from '../../../ui/forms/field.js';
import { COUPON_TYPE_LABELS, type CouponDraft, couponValueField } from './coupon-draft.js';

export interface CouponFieldsProps {
  draft: CouponDraft;
  set: (patch: Partial<CouponDraft>) => void;
  /** The message of a field, from the last save. */
  error: (field: string) => string | undefined;
}

/** Code and name, the type with the value it needs, and whether it is on. */
export function CouponBasics({ draft, set, error }: CouponFieldsProps) {
  const valueField = couponValueField(draft.type);
  return (
    <fieldset className="admin-fieldset">
      <legend>Coupon</legend>
      <TextField
        label="Code"
        error={error('code')}
        hint="What shoppers type at checkout; letters, digits, - and _. Kept in capitals; shoppers may type any case."
        value={draft.code}
        maxLength={COUPON_CODE_MAX_LENGTH}
        autoCapitalize="characters"
        onValueChange={(value) => set({ code: value.toUpperCase() })}
      />
      <TextField
        label="Name"
        error={error('name')}
        hint="For you; shoppers see it next to the discount."
        value={draft.name}
        maxLength={PRICING_NAME_MAX_LENGTH}
        onValueChange={(value) => set({ name: value })}
      />
      <SelectField
        label="Type"
        error={error('type')}
        value={draft.type}
        choices={COUPON_TYPE_LABELS}
        onValueChange={(value) => set({ type: value })}
      />
      {valueField === 'percentOff' ? (
        <TextField
          label="Percent off"
          error={error('percentOff')}
          hint="Of the items it applies to, 0 to 100."
          inputMode="decimal"
          value={draft.percentOff}
          onValueChange={(value) => set({ percentOff: value })}
        />
      ) : null}
      {valueField === 'amount' ? (
        <TextField
          label={draft.type === 'FIXED_PRICE' ? 'Price of each item' : 'Amount off'}
          error={error('amount')}
          hint={
            draft.type === 'FIXED_PRICE'
              ? 'Each item it applies to costs this much (never more than its own price).'
              : 'Off the items it applies to together, in the store currency.'
          }
          inputMode="decimal"
          value={draft.amount}
          onValueChange={(value) => set({ amount: value })}
        />
      ) : null}
      {draft.type === 'FREE_SHIPPING' ? (
        <p className="field-hint">Takes the cost of the shipping option the shopper chooses off.</p>
      ) : null}
      <CheckboxField
        label="Active"
        checked={draft.active}
        onChange={(active) => set({ active })}
        error={error('active')}
        hint="Off: shoppers cannot use it, whatever the dates."
      />
    </fieldset>
  );
}

/** When and how often it may be used, and the subtotal it needs. */
export function CouponConditions({ draft, set, error }: CouponFieldsProps) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Conditions</legend>
      <TextField
        label="Minimum subtotal"
        error={error('minimumSubtotal')}
        hint="Optional: the items it applies to must come to at least this much."
        inputMode="decimal"
        value={draft.minimumSubtotal}
        onValueChange={(value) => set({ minimumSubtotal: value })}
      />
      <TextField
        label="Starts"
        error={error('startDate')}
        hint="Optional; in your time zone."
        type="datetime-local"
        value={draft.startDate}
        onValueChange={(value) => set({ startDate: value })}
      />
      <TextField
        label="Expires"
        error={error('expirationDate')}
        hint="Optional; no longer valid from then on."
        type="datetime-local"
        value={draft.expirationDate}
        onValueChange={(value) => set({ expirationDate: value })}
      />
      <TextField
        label="Usage limit"
        error={error('usageLimit')}
        hint="Optional: orders in total (a use counts when an order is placed)."
        inputMode="numeric"
        value={draft.usageLimit}
        onValueChange={(value) => set({ usageLimit: value })}
      />
      <TextField
        label="Limit per customer"
        error={error('limitPerCustomer')}
        hint="Optional: orders per shopper."
        inputMode="numeric"
        value={draft.limitPerCustomer}
        onValueChange={(value) => set({ limitPerCustomer: value })}
      />
    </fieldset>
  );
}
