// The admin order list's filter panel: search by number or e-mail (on submit), payment and fulfilment status and
// the date range (at once); every change goes back to the first page.
import { EMAIL_MAX_LENGTH } from '@cartwright/contracts/limits';
import { type FormEvent, useId } from 'react';
import {
  dateRangeProblem,
  FULFILLMENT_FILTERS,
  type OrderFilters,
  PAYMENT_FILTERS,
} from './order-filters.js';

interface OrderFiltersFormProps {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
}

export function OrderFiltersForm({ filters, onChange }: OrderFiltersFormProps) {
  const id = useId();
  const apply = (patch: Partial<OrderFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ search: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
  };
  const rangeProblem = dateRangeProblem(filters);
  return (
    <search aria-label="Filter orders">
      <form className="listing-filters order-filters" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-q`}>Search orders</label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            placeholder="Order number or e-mail"
            defaultValue={filters.search}
            maxLength={EMAIL_MAX_LENGTH}
          />
        </div>
        <button type="submit" className="button-link">
          Search
        </button>
        <div className="field">
          <label htmlFor={`${id}-payment`}>Payment</label>
          <select
            id={`${id}-payment`}
            value={filters.paymentStatus}
            onChange={(e) => apply({ paymentStatus: e.currentTarget.value as OrderFilters['paymentStatus'] })}
          >
            <option value="">Any payment</option>
            {Object.entries(PAYMENT_FILTERS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-fulfillment`}>Fulfilment</label>
          <select
            id={`${id}-fulfillment`}
            value={filters.fulfillmentStatus}
            onChange={(e) =>
              apply({ fulfillmentStatus: e.currentTarget.value as OrderFilters['fulfillmentStatus'] })
            }
          >
            <option value="">Any fulfilment</option>
            {Object.entries(FULFILLMENT_FILTERS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>From</label>
          <input
            id={`${id}-from`}
            type="date"
            value={filters.from}
            aria-invalid={rangeProblem !== undefined}
            onChange={(e) => apply({ from: e.currentTarget.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>To</label>
          <input
            id={`${id}-to`}
            type="date"
            value={filters.to}
            aria-invalid={rangeProblem !== undefined}
            onChange={(e) => apply({ to: e.currentTarget.value })}
          />
        </div>
        {rangeProblem ? (
          <p className="field-error" role="alert">
            {rangeProblem}
          </p>
        ) : null}
      </form>
    </search>
  );
}
