// /admin/shipping-regions: the places the store ships to, and the options each offers.
import type { ListShippingRegionsResponse, ShippingRegion } from '@cartwright/client/pricing';
import { Link } from 'wouter';
import type { ListKind } from '../../../ui/entities/entity-list.js';
import { EntityListPage } from '../../../ui/entities/entity-list-page.js';
import { pricingPaging, pricingSpan } from '../pricing-paging.js';
import { type PricingListKey, pricingQueries } from '../pricing-queries.js';
import { useStoreMoney } from '../store-money.js';
import { destinationsText } from './shipping-region-summary.js';

const shippingRegionList: ListKind<ListShippingRegionsResponse, ShippingRegion, PricingListKey> = {
  noun: 'shipping regions',
  newPath: '/shipping-regions/new',
  newLabel: 'New shipping region',
  page: (client, page) => pricingQueries.shippingRegions(client, pricingPaging(page)),
  items: (data) => data.shippingRegions,
  span: (data) => pricingSpan(data.metadata),
  columns: ['Region', 'Destinations', 'Options'],
  cells: (region) => (
    <>
      <th scope="row">
        <Link to={`/shipping-regions/${region.id}`}>{region.name}</Link>
      </th>
      <td>{destinationsText(region)}</td>
      <td>
        <OptionRates region={region} />
      </td>
    </>
  ),
  pagerLabel: 'Shipping region pages',
};

/** "Standard ($5.00), Express ($15.00)". */
function OptionRates({ region }: { region: ShippingRegion }) {
  const money = useStoreMoney();
  return <>{region.options.map((option) => `${option.title} (${money(option.rate)})`).join(', ')}</>;
}

export function ShippingRegionListPage() {
  return (
    <EntityListPage
      title="Shipping"
      intro="Addresses no region covers cannot be shipped to."
      kind={shippingRegionList}
    />
  );
}
