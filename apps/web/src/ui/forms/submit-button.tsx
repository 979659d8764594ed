// The submit button of an admin form: disabled and saying so while its mutation is pending.
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  pending: boolean;
  /** What the button says while the mutation runs, e.g. "Saving…". */
  pendingLabel?: string;
  disabled?: boolean;
  children: ReactNode;
}

export function SubmitButton({
  pending,
  pendingLabel = 'Saving…',
  disabled = false,
  children,
}: SubmitButtonProps) {
  return (
    <button type="submit" className="button-link" disabled={pending || disabled}>
      {pending ? pendingLabel : children}
    </button>
  );
}
