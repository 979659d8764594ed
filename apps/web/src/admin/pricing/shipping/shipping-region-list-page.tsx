// /admin/shipping-regions: the places the store ships to, and the options each offers.
import { useStoreClient } from '@cartwright/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { pricingQueries } from '../pricing-queries.js';
import { PRICING_PAGE_SIZE, PricingTable } from '../pricing-table.js';
import { destinationsText } from './shipping-region-draft.js';

export function ShippingRegionListPage() {
  const client = useStoreClient();
  const [offset, setOffset] = useState(0);
  const list = useQuery({
    ...pricingQueries.shippingRegions(client, { limit: PRICING_PAGE_SIZE, offset }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="page" aria-labelledby="shipping-admin-title">
      <h1 id="shipping-admin-title">Shipping</h1>
      <p>Addresses no region covers cannot be shipped to.</p>
      <p>
        <Link className="button-link" to="/shipping-regions/new">
          New shipping region
        </Link>
      </p>
      <PricingTable
        list={list}
        items={(data) => data.shippingRegions}
        noun="shipping regions"
        columns={['Region', 'Destinations', 'Options']}
        cells={(region) => (
          <>
            <th scope="row">
              <Link to={`/shipping-regions/${region.id}`}>{region.name}</Link>
            </th>
            <td>{destinationsText(region)}</td>
            <td>{region.options.map((option) => `${option.title} (${option.rate})`).join(', ')}</td>
          </>
        )}
        pagerLabel="Shipping region pages"
        onOffset={setOffset}
      />
    </section>
  );
}
