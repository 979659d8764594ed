// /admin/tax: the store's tax setting and its tax regions. Addresses in no region pay no tax.
import type { ListTaxRegionsResponse, TaxRegion } from '@cartwright/client/pricing';
import { useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { EntityList, type ListKind } from '../../../ui/entities/entity-list.js';
import { FormAlert } from '../../../ui/forms/field.js';
import { describeError } from '../../../ui/forms/field-errors.js';
import { pricingPages } from '../pricing-paging.js';
import { type PricingListKey, pricingQueries } from '../pricing-queries.js';
import { ratesText } from './tax-region-draft.js';
import { TaxSettingsForm } from './tax-settings-form.js';

const taxRegionList: ListKind<ListTaxRegionsResponse, TaxRegion, PricingListKey> = {
  noun: 'tax regions',
  newPath: '/tax/regions/new',
  newLabel: 'New tax region',
  ...pricingPages(pricingQueries.taxRegions, (data) => data.taxRegions),
  columns: [
    { heading: 'Region', cell: (region) => region.name },
    {
      heading: 'Place',
      cell: (region) => (region.subdivision ? `${region.country}, ${region.subdivision}` : region.country),
    },
    { heading: 'Rates', cell: ratesText },
    { heading: 'Shipping taxed', cell: (region) => (region.taxShipping ? 'Yes' : 'No') },
  ],
  rowLink: (region) => `/tax/regions/${region.id}`,
  pagerLabel: 'Tax region pages',
};

export function TaxPage() {
  const client = useStoreClient();
  const settings = useQuery(pricingQueries.taxSettings(client));
  return (
    <section className="page" aria-labelledby="tax-admin-title">
      <h1 id="tax-admin-title">Tax</h1>
      <section className="admin-section" aria-labelledby="tax-settings-title">
        <h2 id="tax-settings-title">Settings</h2>
        <FormAlert message={settings.isError ? describeError(settings.error) : undefined} />
        {settings.isPending ? <p role="status">Loading tax settings…</p> : null}
        {settings.data ? <TaxSettingsForm settings={settings.data} /> : null}
      </section>
      <section className="admin-section" aria-labelledby="tax-regions-title">
        <h2 id="tax-regions-title">Tax regions</h2>
        <p>Addresses in no tax region pay no tax.</p>
        <EntityList kind={taxRegionList} />
      </section>
    </section>
  );
}
