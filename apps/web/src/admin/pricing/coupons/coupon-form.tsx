// The coupon editor's fields: code and name, the type with the value it needs, where it applies, when, how
// often, and whether it is on. Saves with createCoupon or updateCoupon (the whole coupon).

import { type Coupon, type CouponType, createCoupon, updateCoupon } from '@cartwright/client/pricing';
import { COUPON_CODE_MAX_LENGTH, PRICING_NAME_MAX_LENGTH } from '@cartwright/contracts/limits';
import { useState } from 'react';
import type { EntityFormProps } from '../../entities/entity-editor-page.js';
import { CheckboxField, Field, FormAlert, TextField } from '../../forms/field.js';
import { SubmitButton } from '../../forms/submit-button.js';
import { CollectionPicker, ProductPicker } from '../catalog-pickers.js';
import { useSaveEntity } from '../use-save-entity.js';
import {
  COUPON_ERRORS,
  COUPON_TYPE_LABELS,
  type CouponDraft,
  couponInputFromDraft,
  couponValueField,
  draftFromCoupon,
} from './coupon-draft.js';

export function CouponForm({ entity, onSaved }: EntityFormProps<Coupon>) {
  const [draft, setDraft] = useState<CouponDraft>(() => draftFromCoupon(entity));
  const { errors, pending, save } = useSaveEntity({
    entity,
    toInput: couponInputFromDraft,
    create: createCoupon,
    update: updateCoupon,
    errors: COUPON_ERRORS,
    onSaved,
  });
  const set = (patch: Partial<CouponDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const error = (field: string) => errors.fields[field];
  const valueField = couponValueField(draft.type);

  return (
    <form
      className="admin-form"
      noValidate
      aria-label="Coupon details"
      onSubmit={(event) => {
        event.preventDefault();
        save(draft);
      }}
    >
      <FormAlert message={errors.summary} />
      <fieldset className="admin-fieldset">
        <legend>Coupon</legend>
        <TextField
          label="Code"
          error={error('code')}
          hint="What shoppers type at checkout; letters, digits, - and _. Any letter case matches."
          value={draft.code}
          maxLength={COUPON_CODE_MAX_LENGTH}
          autoCapitalize="characters"
          onValueChange={(value) => set({ code: value })}
        />
        <TextField
          label="Name"
          error={error('name')}
          hint="For you; shoppers see it next to the discount."
          value={draft.name}
          maxLength={PRICING_NAME_MAX_LENGTH}
          onValueChange={(value) => set({ name: value })}
        />
        <Field label="Type" error={error('type')}>
          {(c) => (
            <select
              {...c}
              value={draft.type}
              onChange={(e) => set({ type: e.currentTarget.value as CouponType })}
            >
              {Object.entries(COUPON_TYPE_LABELS).map(([type, label]) => (
                <option key={type} value={type}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
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

      <ProductPicker
        legend="Limited to products"
        noneText="No products chosen: it applies to every product (unless limited to collections)."
        ids={draft.productIds}
        onChange={(productIds) => set({ productIds })}
        error={error('productIds')}
      />
      <CollectionPicker
        legend="Limited to collections"
        noneText="No collections chosen."
        ids={draft.collectionIds}
        onChange={(collectionIds) => set({ collectionIds })}
        error={error('collectionIds')}
      />
      <SubmitButton pending={pending}>{entity ? 'Save coupon' : 'Create coupon'}</SubmitButton>
    </form>
  );
}
