// The coupon editor's form: the coupon's fields (coupon-fields.tsx), the products and collections it is limited
// to, and the save. Saves with createCoupon or updateCoupon (the whole coupon).

import { type Coupon, createCoupon, updateCoupon } from '@cartwright/client/pricing';
import type { EntityFormProps } from '../../../ui/entities/entity-editor-page.js';
import { CollectionPicker, ProductPicker } from '../catalog-pickers.js';
import { PricingDraftForm } from '../pricing-draft-form.js';
import { COUPON_ERRORS, couponInputFromDraft, draftFromCoupon } from './coupon-draft.js';
import { CouponBasics, CouponConditions } from './coupon-fields.js';

export function CouponForm(props: EntityFormProps<Coupon>) {
  return (
    <PricingDraftForm
      {...props}
      label="Coupon details"
      noun="coupon"
      draftOf={draftFromCoupon}
      toInput={couponInputFromDraft}
      create={createCoupon}
      update={updateCoupon}
      errors={COUPON_ERRORS}
    >
      {({ draft, set, error }) => (
        <>
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
        </>
      )}
    </PricingDraftForm>
  );
}
