// /admin/tax/regions/new and /admin/tax/regions/:id.

import { deleteTaxRegion, type TaxRegion } from '@cartwright/client/pricing';
import { type EditorKind, EntityEditorPage } from '../../../ui/entities/entity-editor-page.js';
import { type PricingDetailKey, pricingKeys, pricingQueries } from '../pricing-queries.js';
import { TaxRegionForm } from './tax-region-form.js';

const taxRegionEditor: EditorKind<TaxRegion, PricingDetailKey> = {
  noun: 'tax region',
  listPath: '/tax',
  basePath: '/tax/regions',
  backLabel: 'Back to tax',
  detail: pricingQueries.taxRegion,
  titleOf: (region) => region.name,
  remove: deleteTaxRegion,
  invalidates: [pricingKeys.all],
  removeWarning: (region) =>
    `Delete the tax region “${region.name}”? Its addresses pay no tax from now on, unless their country has a region.`,
  Form: TaxRegionForm,
};

export function TaxRegionEditorPage() {
  return <EntityEditorPage kind={taxRegionEditor} />;
}
