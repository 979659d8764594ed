// /admin/tax/regions/new and /admin/tax/regions/:id (the list is the tax page).
import { deleteTaxRegion, type TaxRegion } from '@cartwright/client/pricing';
import { pricingEditorPage } from '../pricing-editor-page.js';
import { pricingQueries } from '../pricing-queries.js';
import { TaxRegionForm } from './tax-region-form.js';

export const TaxRegionEditorPage = pricingEditorPage<TaxRegion>(
  { noun: 'tax region', listPath: '/tax', basePath: '/tax/regions', backLabel: 'Back to tax' },
  { detail: pricingQueries.taxRegion, remove: deleteTaxRegion, Form: TaxRegionForm },
  'Its addresses pay no tax from now on, unless their country has a region.',
);
