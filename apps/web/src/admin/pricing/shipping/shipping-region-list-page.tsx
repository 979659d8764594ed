// /admin/shipping-regions: the places the store ships to, and the options each offers.
import { useStoreClient } from '@cartwright/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { FormAlert } from '../../forms/field.js';
import { describeError } from '../../forms/field-errors.js';
import { ListPager } from '../list-pager.js';
import { pricingQueries } from '../pricing-queries.js';
import { destinationsText } from './shipping-region-draft.js';

const PAGE_SIZE = 20;

export function ShippingRegionListPage() {
  const client = useStoreClient();
  const [offset, setOffset] = useState(0);
  const list = useQuery({
    ...pricingQueries.shippingRegions(client, { limit: PAGE_SIZE, offset }),
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
      <FormAlert message={list.isError ? describeError(list.error) : undefined} />
      {list.isPending ? <p role="status">Loading shipping regions…</p> : null}
      {list.data ? (
        <>
          {list.data.shippingRegions.length === 0 ? <p>No shipping regions yet.</p> : null}
          <div className="table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Region</th>
                  <th scope="col">Destinations</th>
                  <th scope="col">Options</th>
                </tr>
              </thead>
              <tbody>
                {list.data.shippingRegions.map((region) => (
                  <tr key={region.id}>
                    <th scope="row">
                      <Link to={`/shipping-regions/${region.id}`}>{region.name}</Link>
                    </th>
                    <td>{destinationsText(region)}</td>
                    <td>{region.options.map((option) => `${option.title} (${option.rate})`).join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPager
            label="Shipping region pages"
            pageSize={PAGE_SIZE}
            metadata={list.data.metadata}
            onOffset={setOffset}
          />
        </>
      ) : null}
    </section>
  );
}
