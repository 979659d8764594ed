// A listing's facet choices (collections, option choices, price bands, brands) in the URL, and as the facet
// filters the server takes, so a filtered listing is a link and the back button undoes a choice.
import type { PriceBand, ProductFacetFilters } from '@cartwright/client/products';
import {
  CHOICE_VALUE_MAX_LENGTH,
  FACET_FILTER_OPTIONS_MAX,
  FACET_FILTER_VALUES_MAX,
  OPTION_NAME_MAX_LENGTH,
  PRODUCT_BRAND_MAX_LENGTH,
} from '@cartwright/contracts/limits';

/** The choices of a listing; a group with nothing chosen is absent. */
export interface FacetChoices {
  collections?: string[];
  /** Option name → chosen choices. */
  options?: Record<string, string[]>;
  bands?: PriceBand[];
  brands?: string[];
}

/** URL names: `collection`, `brand` and `price` repeat; an option is `o.<name>` (`o.Size=M&o.Size=L`). */
const OPTION_PREFIX = 'o.';
const BAND = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)?$/;

/** `25-50`, or `500-` for a band with no upper end. */
export const bandKey = (band: PriceBand) => `${band.from}-${band.to ?? ''}`;

function parseBand(raw: string): PriceBand | undefined {
  const match = BAND.exec(raw);
  if (!match) return undefined;
  const from = Number(match[1]);
  return match[2] === undefined ? { from } : { from, to: Number(match[2]) };
}

/** Distinct, non-blank values the server would take; the rest of a hand-made URL is dropped, not an error. */
const tidy = (values: string[], maxLength: number) =>
  [...new Set(values.filter((v) => v !== '' && v.length <= maxLength))].slice(0, FACET_FILTER_VALUES_MAX);

export function parseFacetChoices(params: URLSearchParams): FacetChoices {
  const choices: FacetChoices = {};
  const collections = tidy(params.getAll('collection'), 100);
  if (collections.length > 0) choices.collections = collections;
  const brands = tidy(params.getAll('brand'), PRODUCT_BRAND_MAX_LENGTH);
  if (brands.length > 0) choices.brands = brands;
  const bands = tidy(params.getAll('price'), 40).flatMap((raw) => parseBand(raw) ?? []);
  if (bands.length > 0) choices.bands = bands;
  const names = [...new Set([...params.keys()].filter((key) => key.startsWith(OPTION_PREFIX)))]
    .map((key) => key.slice(OPTION_PREFIX.length))
    .filter((name) => name !== '' && name.length <= OPTION_NAME_MAX_LENGTH)
    .slice(0, FACET_FILTER_OPTIONS_MAX);
  const options = Object.fromEntries(
    names
      .map((name) => [name, tidy(params.getAll(OPTION_PREFIX + name), CHOICE_VALUE_MAX_LENGTH)] as const)
      .filter(([, values]) => values.length > 0),
  );
  if (Object.keys(options).length > 0) choices.options = options;
  return choices;
}

export function writeFacetChoices(params: URLSearchParams, choices: FacetChoices): void {
  for (const id of choices.collections ?? []) params.append('collection', id);
  for (const [name, values] of Object.entries(choices.options ?? {})) {
    for (const value of values) params.append(OPTION_PREFIX + name, value);
  }
  for (const band of choices.bands ?? []) params.append('price', bandKey(band));
  for (const brand of choices.brands ?? []) params.append('brand', brand);
}

/** The choices as the server's facet filters, or undefined when none is made. */
export function facetFilters(choices: FacetChoices): ProductFacetFilters | undefined {
  const filters: ProductFacetFilters = {};
  if (choices.collections) filters.collections = choices.collections;
  if (choices.options) filters.options = choices.options;
  if (choices.bands) filters.price = choices.bands;
  if (choices.brands) filters.brands = choices.brands;
  return Object.keys(filters).length > 0 ? filters : undefined;
}

/** How many choices are made, for the filters button on a phone. */
export const choiceCount = (choices: FacetChoices) =>
  (choices.collections?.length ?? 0) +
  Object.values(choices.options ?? {}).reduce((sum, values) => sum + values.length, 0) +
  (choices.bands?.length ?? 0) +
  (choices.brands?.length ?? 0);

const toggle = <T>(list: T[] | undefined, value: T, same: (a: T) => boolean) => {
  const next = list?.some(same) ? list.filter((item) => !same(item)) : [...(list ?? []), value];
  return next.length > 0 ? next : undefined;
};

/** A choice flipped: the group that holds it (an option by its name) and the value. */
export type FacetToggle =
  | { group: 'collections' | 'brands'; value: string }
  | { group: 'options'; name: string; value: string }
  | { group: 'bands'; value: PriceBand };

export function toggleChoice(choices: FacetChoices, change: FacetToggle): FacetChoices {
  switch (change.group) {
    case 'bands':
      return {
        ...choices,
        bands: toggle(choices.bands, change.value, (b) => bandKey(b) === bandKey(change.value)),
      };
    case 'options': {
      const options = { ...choices.options };
      const values = toggle(options[change.name], change.value, (v) => v === change.value);
      if (values) options[change.name] = values;
      else delete options[change.name];
      return { ...choices, options: Object.keys(options).length > 0 ? options : undefined };
    }
    default:
      return {
        ...choices,
        [change.group]: toggle(choices[change.group], change.value, (v) => v === change.value),
      };
  }
}
