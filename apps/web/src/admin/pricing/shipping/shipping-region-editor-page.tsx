// /admin/shipping-regions/new and /admin/shipping-regions/:id.

import { deleteShippingRegion, type ShippingRegion } from '@cartwright/client/pricing';
import { type EditorKind, EntityEditorPage } from '../../../ui/entities/entity-editor-page.js';
import { type PricingDetailKey, pricingKeys, pricingQueries } from '../pricing-queries.js';
import { ShippingRegionForm } from './shipping-region-form.js';

const shippingRegionEditor: EditorKind<ShippingRegion, PricingDetailKey> = {
  noun: 'shipping region',
  listPath: '/shipping-regions',
  backLabel: 'Back to shipping',
  detail: pricingQueries.shippingRegion,
  titleOf: (region) => region.name,
  remove: deleteShippingRegion,
  invalidates: [pricingKeys.all],
  removeWarning: (region) =>
    `Delete the region “${region.name}”? Addresses it covers can no longer be shipped to until another region covers them.`,
  Form: ShippingRegionForm,
};

export function ShippingRegionEditorPage() {
  return <EntityEditorPage kind={shippingRegionEditor} />;
}
