// The filter form of a listing: search, price range, in stock (with its count) and sort, written to the URL.
import { PRODUCT_SEARCH_MAX_LENGTH } from '@cartwright/contracts/limits';
import { type FormEvent, useId } from 'react';
import { type ListingParams, SORTS, type SortKey, sortsFor, withSearch } from './listing-params.js';

interface ListingFiltersProps {
  listing: ListingParams;
  /** In-stock products the listing would hold with "in stock only" checked; undefined while counting. */
  inStockCount?: number;
  /** Shows the listing with these parameters (first page). */
  onChange: (listing: ListingParams) => void;
}

function readPrice(form: FormData, name: string): number | undefined {
  const raw = String(form.get(name) ?? '').trim();
  if (raw === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * Search and price apply on submit; sort and in stock apply at once. The parent keys this form by the
 * URL so its fields always start from the listing shown.
 */
export function ListingFilters({ listing, inStockCount, onChange }: ListingFiltersProps) {
  const id = useId();
  const apply = (patch: Partial<ListingParams>) => onChange({ ...listing, ...patch, page: 1 });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    apply({
      ...withSearch(listing, String(form.get('q') ?? '').trim()),
      minPrice: readPrice(form, 'min'),
      maxPrice: readPrice(form, 'max'),
    });
  };
  return (
    <search aria-label="Filter products">
      <form className="listing-filters" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-q`}>Search</label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={listing.search}
            maxLength={PRODUCT_SEARCH_MAX_LENGTH}
          />
        </div>
        <fieldset className="field price-range">
          <legend>Price</legend>
          <div className="price-inputs">
            <label className="visually-hidden" htmlFor={`${id}-min`}>
              Minimum price
            </label>
            <input
              id={`${id}-min`}
              name="min"
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              placeholder="Min"
              defaultValue={listing.minPrice ?? ''}
            />
            <span aria-hidden="true">–</span>
            <label className="visually-hidden" htmlFor={`${id}-max`}>
              Maximum price
            </label>
            <input
              id={`${id}-max`}
              name="max"
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              placeholder="Max"
              defaultValue={listing.maxPrice ?? ''}
            />
          </div>
        </fieldset>
        <button type="submit" className="button-link apply-filters">
          Apply filters
        </button>
        <div className="field sort-field">
          <label htmlFor={`${id}-sort`}>Sort by</label>
          <select
            id={`${id}-sort`}
            value={listing.sort}
            onChange={(event) => apply({ sort: event.currentTarget.value as SortKey })}
          >
            {sortsFor(listing.search).map((key) => (
              <option key={key} value={key}>
                {SORTS[key].label}
              </option>
            ))}
          </select>
        </div>
        <div className="field checkbox">
          <input
            id={`${id}-stock`}
            type="checkbox"
            checked={listing.inStock}
            onChange={(event) => apply({ inStock: event.currentTarget.checked })}
          />
          <label htmlFor={`${id}-stock`}>
            In stock only
            {inStockCount === undefined ? null : <span className="facet-count"> ({inStockCount})</span>}
          </label>
        </div>
      </form>
    </search>
  );
}
