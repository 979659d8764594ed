// One part of a form as typed and its messages: an edited field drops its message, the others keep theirs until
// the form is checked again (errors-left.ts).
import { useState } from 'react';
import { errorsLeft } from './errors-left.js';

export interface CheckedDraft<T extends object> {
  draft: T;
  errors: Partial<Record<keyof T, string>>;
  /** Takes the next draft; the fields it changed drop their messages. */
  edit: (next: T) => void;
  /** The messages a check of the whole form gave. */
  setErrors: (errors: Partial<Record<keyof T, string>>) => void;
}

export function useCheckedDraft<T extends object>(initial: T): CheckedDraft<T> {
  const [draft, setDraft] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  const edit = (next: T) => {
    setErrors(errorsLeft(errors, draft, next));
    setDraft(next);
  };
  return { draft, errors, edit, setErrors };
}
