// The form around a save: it never reloads the page, says a refusal at its top (announced), and a success
// when the page has no other place for it. The fields and the submit button are its children.
import type { ReactNode } from 'react';
import { FormAlert } from './field.js';

interface SaveFormProps {
  /** Names the form (its landmark), unless `labelledBy` points at a heading. */
  label?: string;
  labelledBy?: string;
  /** The failure summary (formErrors(…).summary, describeError(…)). */
  alert?: string | undefined;
  /** "Settings saved.", shown once the save succeeded. */
  saved?: string | undefined;
  /** False keeps the browser's own checks (a required field, an address's form) before onSave. */
  noValidate?: boolean;
  onSave: (form: HTMLFormElement) => void;
  children: ReactNode;
}

export function SaveForm({
  label,
  labelledBy,
  alert,
  saved,
  noValidate = true,
  onSave,
  children,
}: SaveFormProps) {
  return (
    <form
      className="admin-form"
      noValidate={noValidate}
      aria-label={label}
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(event.currentTarget);
      }}
    >
      <FormAlert message={alert} />
      {saved ? <p role="status">{saved}</p> : null}
      {children}
    </form>
  );
}
