// The header's search box: a plain form to the listing (/products?q=) until the shopper first focuses or types
// in it; then the suggestions code loads, a chunk of its own off the product page's critical path, and makes
// the box a combobox with suggestions as the shopper types.
import { SEARCH_SUGGESTIONS_MAX_LENGTH } from '@cartwright/contracts/limits';
import { type ComponentType, type FormEvent, useId, useState } from 'react';
import { useLocation } from 'wouter';
import type { ComboboxInputProps, SearchSuggestionsProps } from './search-suggestions.js';

type Suggestions = ComponentType<SearchSuggestionsProps>;
let loading: Promise<Suggestions> | undefined;
/** Loads once per page, whichever header asks first. */
const loadSuggestions = () => {
  loading ??= import('./search-suggestions.js').then((m) => m.SearchSuggestions);
  return loading;
};

export function HeaderSearch() {
  const id = useId();
  const [text, setText] = useState('');
  const [Suggestions, setSuggestions] = useState<Suggestions>();
  const [combobox, setCombobox] = useState<ComboboxInputProps>({});
  const [, navigate] = useLocation();
  const load = () => {
    if (!Suggestions) void loadSuggestions().then((loaded) => setSuggestions(() => loaded));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    navigate(q === '' ? '/products' : `/products?q=${encodeURIComponent(q)}`);
  };
  return (
    <search className="header-search" aria-label="Store">
      <form onSubmit={submit}>
        <label className="visually-hidden" htmlFor={`${id}-q`}>
          Search the store
        </label>
        <input
          id={`${id}-q`}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          autoComplete="off"
          placeholder="Search"
          maxLength={SEARCH_SUGGESTIONS_MAX_LENGTH}
          {...combobox}
          value={text}
          onFocus={load}
          onChange={(event) => {
            setText(event.target.value);
            load();
          }}
        />
        {Suggestions ? (
          <Suggestions
            listId={`${id}-list`}
            text={text}
            onInputProps={setCombobox}
            onChosen={(href) => {
              setText('');
              navigate(href);
            }}
          />
        ) : null}
      </form>
    </search>
  );
}
