// The coupon editor's form: the coupon's fields (coupon-fields.tsx), the products and collections it is limited
// to, and the save. Saves with createCoupon or updateCoupon (the whole coupon).

import { type Coupon, createCoupon, updateCoupon } from '@cartwright/client/pricing';
import { useStoreMutation } from '@cartwright/react';
import { useState } from 'react';
import type { EntityFormProps } from '../../../ui/entities/entity-editor-page.js';
import { FormAlert } from '../../../ui/forms/field.js';
import { SubmitButton } from '../../../ui/forms/submit-button.js';
import { CollectionPicker, ProductPicker } from '../catalog-pickers.js';
import { pricingFormErrors } from '../pricing-errors.js';
import { pricingKeys } from '../pricing-queries.js';
import { saveDraft } from '../save-draft.js';
import { COUPON_ERRORS, type CouponDraft, couponInputFromDraft, draftFromCoupon } from './coupon-draft.js';
import { CouponBasics, CouponConditions } from './coupon-fields.js';

export function CouponForm({ entity, onSaved }: EntityFormProps<Coupon>) {
  const [draft, setDraft] = useState<CouponDraft>(() => draftFromCoupon(entity));
  const saving = useStoreMutation({
    mutationFn: saveDraft({
      entity,
      toInput: couponInputFromDraft,
      create: createCoupon,
      update: updateCoupon,
    }),
    invalidates: [pricingKeys.all],
    onSuccess: (saved: Coupon) => onSaved(saved),
  });
  const errors = pricingFormErrors(saving.error, COUPON_ERRORS);
  const set = (patch: Partial<CouponDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const error = (field: string) => errors.fields[field];

  return (
    <form
      className="admin-form"
      noValidate
      aria-label="Coupon details"
      onSubmit={(event) => {
        event.preventDefault();
        saving.mutate(draft);
      }}
    >
      <FormAlert message={errors.summary} />
      <CouponBasics draft={draft} set={set} error={error} />
      <CouponConditions draft={draft} set={set} error={error} />

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
      <SubmitButton pending={saving.isPending}>{entity ? 'Save coupon' : 'Create coupon'}</SubmitButton>
    </form>
  );
}
