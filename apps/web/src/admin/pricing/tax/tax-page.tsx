// /admin/tax: the store's tax setting and its tax regions. Addresses in no region pay no tax.
import { useStoreClient } from '@cartwright/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { FormAlert } from '../../forms/field.js';
import { describeError } from '../../forms/field-errors.js';
import { pricingQueries } from '../pricing-queries.js';
import { PRICING_PAGE_SIZE, PricingTable } from '../pricing-table.js';
import { ratesText } from './tax-region-draft.js';
import { TaxSettingsForm } from './tax-settings-form.js';

export function TaxPage() {
  const client = useStoreClient();
  const settings = useQuery(pricingQueries.taxSettings(client));
  const [offset, setOffset] = useState(0);
  const list = useQuery({
    ...pricingQueries.taxRegions(client, { limit: PRICING_PAGE_SIZE, offset }),
    placeholderData: keepPreviousData,
  });
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
        <p>
          <Link className="button-link" to="/tax/regions/new">
            New tax region
          </Link>
        </p>
        <PricingTable
          list={list}
          items={(data) => data.taxRegions}
          noun="tax regions"
          columns={['Region', 'Place', 'Rates', 'Shipping taxed']}
          cells={(region) => (
            <>
              <th scope="row">
                <Link to={`/tax/regions/${region.id}`}>{region.name}</Link>
              </th>
              <td>{region.subdivision ? `${region.country}, ${region.subdivision}` : region.country}</td>
              <td>{ratesText(region)}</td>
              <td>{region.taxShipping ? 'Yes' : 'No'}</td>
            </>
          )}
          pagerLabel="Tax region pages"
          onOffset={setOffset}
        />
      </section>
    </section>
  );
}
