// The facet filters beside a listing: each group's choices as checkboxes with the number of products each
// would leave (counted by the server without the group's own choices), 0 shown disabled; a drawer on phones.
import type { PriceBand, ProductFacetCounts } from '@cartwright/client/products';
import { useId, useState } from 'react';
import {
  bandKey,
  choiceCount,
  type FacetChoices,
  type FacetToggle,
  toggleChoice,
} from './listing-facets-params.js';

interface FacetValue {
  key: string;
  label: string;
  count: number;
  checked: boolean;
  toggle: FacetToggle;
}

interface FacetGroup {
  legend: string;
  values: FacetValue[];
}

const bandLabel = ({ from, to }: PriceBand) =>
  to === undefined ? `${from} and up` : from === 0 ? `Under ${to}` : `${from} to ${to}`;

/** Chosen values the counts no longer list (none left in the search) stay listed at 0, so they can be undone. */
function withChosen(values: FacetValue[], chosen: FacetValue[]): FacetValue[] {
  return [...values, ...chosen.filter((c) => !values.some((v) => v.key === c.key))];
}

function facetGroups(counts: ProductFacetCounts, choices: FacetChoices): FacetGroup[] {
  const has = (list: string[] | undefined, value: string) => list?.includes(value) ?? false;
  const groups: FacetGroup[] = [];
  const collections = (counts.collections ?? []).map(({ id, name, count }) => ({
    key: id,
    label: name,
    count,
    checked: has(choices.collections, id),
    toggle: { group: 'collections', value: id } as const,
  }));
  if (collections.length > 0) groups.push({ legend: 'Collection', values: collections });
  const options = counts.options ?? [];
  const names = [...new Set([...options.map((o) => o.name), ...Object.keys(choices.options ?? {})])];
  for (const name of names) {
    const chosen = choices.options?.[name] ?? [];
    const toggle = (value: string) => ({ group: 'options', name, value }) as const;
    const listed = (options.find((o) => o.name === name)?.choices ?? []).map(({ choice, count }) => ({
      key: choice,
      label: choice,
      count,
      checked: chosen.includes(choice),
      toggle: toggle(choice),
    }));
    const missing = chosen.map((c) => ({ key: c, label: c, count: 0, checked: true, toggle: toggle(c) }));
    groups.push({ legend: name, values: withChosen(listed, missing) });
  }
  const chosenBands = new Set((choices.bands ?? []).map(bandKey));
  const bands = (counts.price ?? []).map(({ count, ...band }) => ({
    key: bandKey(band),
    label: bandLabel(band),
    count,
    checked: chosenBands.has(bandKey(band)),
    toggle: { group: 'bands', value: band } as const,
  }));
  if (bands.length > 0) groups.push({ legend: 'Price band', values: bands });
  const brands = withChosen(
    (counts.brands ?? []).map(({ brand, count }) => ({
      key: brand,
      label: brand,
      count,
      checked: has(choices.brands, brand),
      toggle: { group: 'brands', value: brand } as const,
    })),
    (choices.brands ?? []).map((brand) => ({
      key: brand,
      label: brand,
      count: 0,
      checked: true,
      toggle: { group: 'brands', value: brand } as const,
    })),
  );
  if (brands.length > 0) groups.push({ legend: 'Brand', values: brands });
  return groups;
}

/** Values a group shows before "Show all": long groups would push the last ones far down. */
const SHOWN_AT_FIRST = 8;

function FacetFieldset({ group, onToggle }: { group: FacetGroup; onToggle: (toggle: FacetToggle) => void }) {
  const [all, setAll] = useState(false);
  const long = group.values.length > SHOWN_AT_FIRST;
  // A chosen value always shows, so a choice can be undone without opening the whole list.
  const values = long && !all ? group.values.filter((v, i) => i < SHOWN_AT_FIRST || v.checked) : group.values;
  return (
    <fieldset className="facet-group">
      <legend>{group.legend}</legend>
      <ul>
        {values.map((value) => (
          <li key={value.key}>
            <label
              className={value.count === 0 && !value.checked ? 'facet-choice facet-empty' : 'facet-choice'}
            >
              <input
                type="checkbox"
                checked={value.checked}
                disabled={value.count === 0 && !value.checked}
                onChange={() => onToggle(value.toggle)}
              />
              <span>{value.label}</span>
              <span className="facet-count">({value.count})</span>
            </label>
          </li>
        ))}
      </ul>
      {long ? (
        <button type="button" className="facet-more" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${group.values.length}`}
          <span className="visually-hidden"> {group.legend} choices</span>
        </button>
      ) : null}
    </fieldset>
  );
}

interface ListingFacetsProps {
  choices: FacetChoices;
  counts: ProductFacetCounts | undefined;
  /** Shows the listing with these choices (first page). */
  onChange: (choices: FacetChoices) => void;
}

/** Not keyed by the URL: a checkbox keeps the keyboard focus while the listing it changes loads. */
export function ListingFacets({ choices, counts, onChange }: ListingFacetsProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const chosen = choiceCount(choices);
  const groups = counts ? facetGroups(counts, choices) : [];
  return (
    <aside className="listing-facets" aria-label="Filters">
      <button
        type="button"
        className="facets-toggle button-link"
        aria-expanded={open}
        aria-controls={`${id}-groups`}
        onClick={() => setOpen(!open)}
      >
        {chosen > 0 ? `Filters (${chosen})` : 'Filters'}
      </button>
      <div id={`${id}-groups`} className="facet-groups" data-open={open}>
        {groups.map((group) => (
          <FacetFieldset
            key={group.legend}
            group={group}
            onToggle={(toggle) => onChange(toggleChoice(choices, toggle))}
          />
        ))}
        {chosen > 0 ? (
          <button
            type="button"
            className="button-link clear-facets"
            onClick={() =>
              onChange({ collections: undefined, options: undefined, bands: undefined, brands: undefined })
            }
          >
            Clear filters
          </button>
        ) : null}
      </div>
    </aside>
  );
}
