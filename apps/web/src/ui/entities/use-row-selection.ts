// The rows an owner ticked in a paged admin list, kept across pages as id → name (the bulk forms name them).

import { useState } from 'react';

/**
 * The ticked rows of a list, with `shown` the rows of the page on screen; `nameOf` is what a bulk form calls one.
 * @example const { selected, toggle, allShownSelected, toggleShown, clear } = useRowSelection(page.items, (p) => p.name ?? p.id!)
 */
export function useRowSelection<Item extends { id?: string }>(shown: Item[], nameOf: (item: Item) => string) {
  const [selected, setSelected] = useState(new Map<string, string>());
  const toggle = (item: Item, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(item.id!, nameOf(item));
      else next.delete(item.id!);
      return next;
    });
  return {
    selected,
    toggle,
    /** Whether every row on screen is ticked: the "select every row on this page" box. */
    allShownSelected: shown.length > 0 && shown.every((item) => selected.has(item.id!)),
    toggleShown: (on: boolean) => {
      for (const item of shown) toggle(item, on);
    },
    clear: () => setSelected(new Map()),
  };
}
