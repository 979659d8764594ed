// The coupon editor's fields: code and name, the type with the value it needs, where it applies, when, how
// often, and whether it is on. Saves with createCoupon or updateCoupon (the whole coupon).

import { createCoupon, updateCoupon } from '@cartwright/client/pricing';
import type { Coupon, CouponType } from '@cartwright/contracts';
import { useState } from 'react';
import { CheckboxField, Field, FormAlert } from '../../forms/field.js';
import { CollectionPicker, ProductPicker } from '../catalog-pickers.js';
import type { EntityFormProps } from '../pricing-editor-page.js';
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
  const { errors, busy, save } = useSaveEntity({
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
        void save(draft);
      }}
    >
      <FormAlert message={errors.summary} />
      <fieldset className="admin-fieldset">
        <legend>Coupon</legend>
        <Field
          label="Code"
          error={error('code')}
          hint="What shoppers type at checkout; letters, digits, - and _. Any letter case matches."
        >
          {(c) => (
            <input
              {...c}
              value={draft.code}
              maxLength={50}
              autoCapitalize="characters"
              onChange={(e) => set({ code: e.currentTarget.value })}
            />
          )}
        </Field>
        <Field label="Name" error={error('name')} hint="For you; shoppers see it next to the discount.">
          {(c) => (
            <input
              {...c}
              value={draft.name}
              maxLength={100}
              onChange={(e) => set({ name: e.currentTarget.value })}
            />
          )}
        </Field>
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
          <Field label="Percent off" error={error('percentOff')} hint="Of the items it applies to, 0 to 100.">
            {(c) => (
              <input
                {...c}
                inputMode="decimal"
                value={draft.percentOff}
                onChange={(e) => set({ percentOff: e.currentTarget.value })}
              />
            )}
          </Field>
        ) : null}
        {valueField === 'amount' ? (
          <Field
            label={draft.type === 'FIXED_PRICE' ? 'Price of each item' : 'Amount off'}
            error={error('amount')}
            hint={
              draft.type === 'FIXED_PRICE'
                ? 'Each item it applies to costs this much (never more than its own price).'
                : 'Off the items it applies to together, in the store currency.'
            }
          >
            {(c) => (
              <input
                {...c}
                inputMode="decimal"
                value={draft.amount}
                onChange={(e) => set({ amount: e.currentTarget.value })}
              />
            )}
          </Field>
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
        <Field
          label="Minimum subtotal"
          error={error('minimumSubtotal')}
          hint="Optional: the items it applies to must come to at least this much."
        >
          {(c) => (
            <input
              {...c}
              inputMode="decimal"
              value={draft.minimumSubtotal}
              onChange={(e) => set({ minimumSubtotal: e.currentTarget.value })}
            />
          )}
        </Field>
        <Field label="Starts" error={error('startDate')} hint="Optional; in your time zone.">
          {(c) => (
            <input
              {...c}
              type="datetime-local"
              value={draft.startDate}
              onChange={(e) => set({ startDate: e.currentTarget.value })}
            />
          )}
        </Field>
        <Field label="Expires" error={error('expirationDate')} hint="Optional; no longer valid from then on.">
          {(c) => (
            <input
              {...c}
              type="datetime-local"
              value={draft.expirationDate}
              onChange={(e) => set({ expirationDate: e.currentTarget.value })}
            />
          )}
        </Field>
        <Field label="Usage limit" error={error('usageLimit')} hint="Optional: checkouts in total.">
          {(c) => (
            <input
              {...c}
              inputMode="numeric"
              value={draft.usageLimit}
              onChange={(e) => set({ usageLimit: e.currentTarget.value })}
            />
          )}
        </Field>
        <Field
          label="Limit per customer"
          error={error('limitPerCustomer')}
          hint="Optional: checkouts per shopper."
        >
          {(c) => (
            <input
              {...c}
              inputMode="numeric"
              value={draft.limitPerCustomer}
              onChange={(e) => set({ limitPerCustomer: e.currentTarget.value })}
            />
          )}
        </Field>
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
      <button type="submit" className="button-link" disabled={busy}>
        {busy ? 'Saving…' : entity ? 'Save coupon' : 'Create coupon'}
      </button>
    </form>
  );
}
