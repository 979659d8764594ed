// /admin/shipping-regions: the places the store ships to, and the options each offers.
import type { ListShippingRegionsResponse, ShippingRegion } from '@cartwright/client/pricing';
import type { ListKind } from '../../../ui/entities/entity-list.js';
import { EntityListPage } from '../../../ui/entities/entity-list-page.js';
import { pricingPages } from '../pricing-paging.js';
import { type PricingListKey, pricingQueries } from '../pricing-queries.js';
import { useStoreMoney } from '../store-money.js';
import { destinationsText } from './shipping-region-summary.js';

const shippingRegionList: ListKind<ListShippingRegionsResponse, ShippingRegion, PricingListKey> = {
  noun: 'shipping regions',
  newPath: '/shipping-regions/new',
  newLabel: 'New shipping region',
  ...pricingPages(pricingQueries.shippingRegions, (data) => data.shippingRegions),
  columns: [
    { heading: 'Region', cell: (region) => region.name },
    { heading: 'Destinations', cell: destinationsText },
    { heading: 'Options', cell: (region) => <OptionRates region={region} /> },
  ],
  rowLink: (region) => `/shipping-regions/${region.id}`,
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
