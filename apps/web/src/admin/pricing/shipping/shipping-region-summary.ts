// A shipping region in a few words, for the region list.
import type { ShippingRegion } from '@cartwright/client/pricing';

/** "US (US-AK, US-HI), CA" */
export function destinationsText(region: Pick<ShippingRegion, 'destinations'>): string {
  return region.destinations
    .map((d) => (d.subdivisions?.length ? `${d.country} (${d.subdivisions.join(', ')})` : d.country))
    .join(', ');
}
