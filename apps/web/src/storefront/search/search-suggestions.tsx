// Suggestions under the header's search box (WAI-ARIA combobox with a listbox popup): products and collections
// for the text typed, debounced, the replaced request aborted (useSearchSuggestions); arrow keys move through
// them, Enter opens the one chosen, Escape closes the list. Loaded on first use by header-search.tsx.
import './search-suggestions.css';
import type { ProductSuggestion } from '@cartwright/client/products';
import { useSearchSuggestions } from '@cartwright/react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useDebounced } from './use-debounced.js';

/** What the suggestions set on the box: the combobox state and its keys. */
export interface ComboboxInputProps {
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
  'aria-activedescendant'?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
}

export interface SearchSuggestionsProps {
  listId: string;
  /** The box's text as typed. */
  text: string;
  onInputProps: (props: ComboboxInputProps) => void;
  /** A suggestion was opened: go to its page. */
  onChosen: (href: string) => void;
}

/** Suggestions per kind: a short list a phone screen shows whole. */
const LIMIT = 5;
const DEBOUNCE_MS = 150;

interface Option {
  id: string;
  href: string;
  name: string;
  product?: ProductSuggestion;
}

const money = (price: ProductSuggestion['price']) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: price.currency }).format(
    Number(price.amount),
  );

function OptionView({ option, active, onChoose }: { option: Option; active: boolean; onChoose: () => void }) {
  const image = option.product?.image;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (aria-activedescendant), on the box.
    <div
      id={option.id}
      role="option"
      aria-selected={active}
      className="suggestion"
      tabIndex={-1}
      // Keeps the focus in the box, so the list does not close before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      {option.product ? (
        image ? (
          <img src={image.url} alt="" width={40} height={40} loading="lazy" />
        ) : (
          <span className="suggestion-image" aria-hidden="true" />
        )
      ) : null}
      <span className="suggestion-name">{option.name}</span>
      {option.product ? <span className="suggestion-price">{money(option.product.price)}</span> : null}
    </div>
  );
}

export function SearchSuggestions({ listId, text, onInputProps, onChosen }: SearchSuggestionsProps) {
  const typed = useDebounced(text, DEBOUNCE_MS);
  const { data } = useSearchSuggestions(typed, LIMIT);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const products = useMemo(
    () =>
      (data?.products ?? []).map(
        (p, i): Option => ({
          id: `${listId}-p${i}`,
          href: `/product-page/${encodeURIComponent(p.slug)}`,
          name: p.name,
          product: p,
        }),
      ),
    [data, listId],
  );
  const collections = useMemo(
    () =>
      (data?.collections ?? []).map(
        (c, i): Option => ({
          id: `${listId}-c${i}`,
          href: `/collections/${encodeURIComponent(c.slug)}`,
          name: c.name,
        }),
      ),
    [data, listId],
  );
  const options = useMemo(() => [...products, ...collections], [products, collections]);
  const long = text.trim().length >= 2;
  const shown = open && long && options.length > 0;
  // New text opens the list again and starts the choice over.
  useEffect(() => {
    setActive(-1);
    setOpen(text.trim() !== '');
  }, [text]);

  const choose = (option: Option) => {
    setOpen(false);
    onChosen(option.href);
  };
  const keys = useRef<(event: KeyboardEvent<HTMLInputElement>) => void>(() => {});
  keys.current = (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!long || options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the box, down goes to the first, up to the last; past either end, back to the box (-1).
      const next = (at: number) => {
        if (!shown) return step > 0 ? 0 : options.length - 1;
        const to = at + step;
        return to >= options.length ? -1 : to < -1 ? options.length - 1 : to;
      };
      setActive(next);
      setOpen(true);
    } else if (event.key === 'Enter' && shown && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && shown) {
      // Closes the list; a second Escape clears the box as a search box does.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  const activeId = shown ? options[active]?.id : undefined;
  useEffect(() => {
    onInputProps({
      'aria-controls': listId,
      'aria-expanded': shown,
      ...(activeId ? { 'aria-activedescendant': activeId } : {}),
      onKeyDown: (event) => keys.current(event),
      onBlur: () => setOpen(false),
    });
  }, [onInputProps, listId, shown, activeId]);

  const group = (label: string, list: Option[]) =>
    list.length === 0 ? null : (
      // biome-ignore lint/a11y/useSemanticElements: a listbox owns options and groups of them, not fieldsets.
      <div role="group" aria-labelledby={`${listId}-${label}`} className="suggestion-group">
        <span className="suggestion-group-label" id={`${listId}-${label}`}>
          {label}
        </span>
        {list.map((option) => (
          <OptionView
            key={option.id}
            option={option}
            active={option.id === activeId}
            onChoose={() => choose(option)}
          />
        ))}
      </div>
    );
  return (
    <div id={listId} role="listbox" aria-label="Suggestions" className="search-suggestions" hidden={!shown}>
      {group('Products', products)}
      {group('Collections', collections)}
    </div>
  );
}
