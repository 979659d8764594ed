// The admin order list's filter panel: search by number or e-mail (on submit), payment and fulfilment status and
// the date range (at once); every change goes back to the first page.
import { EMAIL_MAX_LENGTH } from '@cartwright/contracts/limits';
import { type FormEvent, useId } from 'react';
import { FilterSelect } from '../../ui/entities/filter-select.js';
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
            placeholder="Number, e-mail or buyer name"
            defaultValue={filters.search}
            maxLength={EMAIL_MAX_LENGTH}
          />
        </div>
        <button type="submit" className="button-link">
          Search
        </button>
        <FilterSelect
          label="Payment"
          value={filters.paymentStatus}
          choices={{ '': 'Any payment', ...PAYMENT_FILTERS }}
          onChange={(paymentStatus) => apply({ paymentStatus })}
        />
        <FilterSelect
          label="Fulfilment"
          value={filters.fulfillmentStatus}
          choices={{ '': 'Any fulfilment', ...FULFILLMENT_FILTERS }}
          onChange={(fulfillmentStatus) => apply({ fulfillmentStatus })}
        />
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
