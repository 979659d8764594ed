// One part of a form as typed and its messages: an edited field drops its message, the others keep theirs until
// the form is checked again (errors-left.ts). A part kept under a name survives a reload of the tab.
import { useEffect, useState } from 'react';
import { errorsLeft } from './errors-left.js';

export interface CheckedDraft<T extends object> {
  draft: T;
  errors: Partial<Record<keyof T, string>>;
  /** Takes the next draft; the fields it changed drop their messages. */
  edit: (next: T) => void;
  /** The messages a check of the whole form gave. */
  setErrors: (errors: Partial<Record<keyof T, string>>) => void;
}

const KEPT_PREFIX = 'cartwright.draft.';

/** What was typed under `name` in this tab, over `initial`'s fields (a field the form no longer has is dropped). */
function readKept<T extends object>(name: string | undefined, initial: T): T {
  if (name === undefined) return initial;
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(KEPT_PREFIX + name) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return initial;
    const known = Object.entries(kept).filter(
      ([key, value]) => key in initial && typeof value === typeof initial[key as keyof T],
    );
    return { ...initial, ...Object.fromEntries(known) };
  } catch {
    return initial;
  }
}

/** Forgets what was kept under each name: after the order is placed, nothing of it stays in the tab. */
export function forgetKeptDrafts(...names: string[]): void {
  for (const name of names) sessionStorage.removeItem(KEPT_PREFIX + name);
}

/**
 * The draft and its messages. With `keepAs`, the draft is kept in the tab's session storage as it is typed
 * and taken up again after a reload (never a card's fields: those parts are not kept).
 */
export function useCheckedDraft<T extends object>(initial: T, keepAs?: string): CheckedDraft<T> {
  const [draft, setDraft] = useState<T>(() => readKept(keepAs, initial));
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  useEffect(() => {
    if (keepAs === undefined) return;
    try {
      sessionStorage.setItem(KEPT_PREFIX + keepAs, JSON.stringify(draft));
    } catch {
      // A full or blocked storage keeps nothing: the form works as before, without surviving a reload.
    }
  }, [keepAs, draft]);
  const edit = (next: T) => {
    setErrors(errorsLeft(errors, draft, next));
    setDraft(next);
  };
  return { draft, errors, edit, setErrors };
}
