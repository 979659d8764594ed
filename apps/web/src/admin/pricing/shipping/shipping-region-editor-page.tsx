// /admin/shipping-regions/new and /admin/shipping-regions/:id.
import { deleteShippingRegion, type ShippingRegion } from '@cartwright/client/pricing';
import { pricingEditorPage } from '../pricing-editor-page.js';
import { pricingQueries } from '../pricing-queries.js';
import { ShippingRegionForm } from './shipping-region-form.js';

export const ShippingRegionEditorPage = pricingEditorPage<ShippingRegion>(
  { noun: 'shipping region', listPath: '/shipping-regions', backLabel: 'Back to shipping' },
  { detail: pricingQueries.shippingRegion, remove: deleteShippingRegion, Form: ShippingRegionForm },
  'Addresses it covers can no longer be shipped to until another region covers them.',
);
