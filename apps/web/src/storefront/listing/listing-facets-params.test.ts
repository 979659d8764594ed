// Tests of facet choices in the URL: round trips, hand-made URLs tidied, toggles, and the requests they make.
import { FACET_FILTER_VALUES_MAX } from '@cartwright/contracts/limits';
import { describe, expect, it } from 'vitest';
import { parseFacetChoices, toggleChoice, writeFacetChoices } from './listing-facets-params.js';
import {
  DEFAULT_LISTING,
  type ListingParams,
  listingFacetsRequest,
  listingOptions,
  listingSearch,
  parseListing,
} from './listing-params.js';

const url = (search: string) => new URLSearchParams(search);

describe('facet choices in the URL', () => {
  it('round-trip every group, options by name, and keep the other parameters', () => {
    const listing: ListingParams = {
      ...DEFAULT_LISTING,
      search: 'tee',
      sort: 'relevance',
      collections: ['c-1'],
      options: { Size: ['M', 'L'], Color: ['Red'] },
      bands: [{ from: 0, to: 25 }, { from: 500 }],
      brands: ['Acme & Co'],
    };
    const search = listingSearch(listing);
    expect(search).toBe(
      'q=tee&collection=c-1&o.Size=M&o.Size=L&o.Color=Red&price=0-25&price=500-&brand=Acme+%26+Co',
    );
    expect(parseListing(search)).toEqual(listing);
  });

  it('drops what a server would refuse instead of failing', () => {
    const many = Array.from({ length: FACET_FILTER_VALUES_MAX + 5 }, (_, i) => `brand=b${i}`).join('&');
    expect(parseFacetChoices(url(many)).brands).toHaveLength(FACET_FILTER_VALUES_MAX);
    expect(
      parseFacetChoices(url('price=cheap&price=-5-10&price=10-&o.=x&o.Size=&brand=&brand=A&brand=A')),
    ).toEqual({
      bands: [{ from: 10 }],
      brands: ['A'],
    });
    expect(parseFacetChoices(url(`o.Size=${'x'.repeat(51)}`))).toEqual({});
  });

  it('toggles a choice on and off, removing an emptied group', () => {
    const on = toggleChoice({}, { group: 'options', name: 'Size', value: 'M' });
    expect(on).toEqual({ options: { Size: ['M'] } });
    const both = toggleChoice(on, { group: 'options', name: 'Size', value: 'L' });
    expect(both.options).toEqual({ Size: ['M', 'L'] });
    expect(
      toggleChoice(toggleChoice(both, { group: 'options', name: 'Size', value: 'M' }), {
        group: 'options',
        name: 'Size',
        value: 'L',
      }).options,
    ).toBeUndefined();
    const band = toggleChoice({}, { group: 'bands', value: { from: 25, to: 50 } });
    expect(toggleChoice(band, { group: 'bands', value: { from: 25, to: 50 } }).bands).toBeUndefined();
    const params = url('');
    writeFacetChoices(params, toggleChoice({ brands: ['A'] }, { group: 'brands', value: 'A' }));
    expect(params.toString()).toBe('');
  });
});

describe('the requests of a faceted listing', () => {
  it('sends the choices to the product query and the counts, in stock as the stock group', () => {
    const listing = parseListing('q=tee&o.Size=M&inStock=1&min=10&brand=Acme');
    expect(listingOptions(listing)).toEqual({
      search: 'tee',
      facetFilters: { options: { Size: ['M'] }, brands: ['Acme'] },
    });
    expect(listingFacetsRequest(listing, 'c-9')).toEqual({
      search: 'tee',
      filter: {
        $and: [{ collectionIds: { $hasSome: ['c-9'] } }, { 'priceData.discountedPrice': { $gte: 10 } }],
      },
      facetFilters: { options: { Size: ['M'] }, brands: ['Acme'], stock: ['IN_STOCK'] },
    });
    expect(listingFacetsRequest(DEFAULT_LISTING)).toEqual({});
  });
});
