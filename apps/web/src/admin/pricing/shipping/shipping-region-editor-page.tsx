// /admin/shipping-regions/new and /admin/shipping-regions/:id.
import { deleteShippingRegion } from '@cartwright/client/pricing';
import type { ShippingRegion } from '@cartwright/contracts';
import { type EditorKind, PricingEditorPage } from '../pricing-editor-page.js';
import { pricingQueries } from '../pricing-queries.js';
import { ShippingRegionForm } from './shipping-region-form.js';

const shippingRegionEditor: EditorKind<ShippingRegion> = {
  noun: 'shipping region',
  listPath: '/shipping-regions',
  backLabel: 'Back to shipping',
  detail: pricingQueries.shippingRegion,
  titleOf: (region) => region.name,
  remove: deleteShippingRegion,
  removeWarning: (region) =>
    `Delete the region “${region.name}”? Addresses it covers can no longer be shipped to until another region covers them.`,
  Form: ShippingRegionForm,
};

export function ShippingRegionEditorPage() {
  return <PricingEditorPage kind={shippingRegionEditor} />;
}
