// The delete section of an admin editor: it asks once more in place, so one stray click cannot remove anything;
// the deletion itself is the caller's mutation (pending and failure shown here, success moves on).
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormAlert } from './field.js';
import { describeError } from './field-errors.js';

interface ConfirmDeleteProps {
  /** Lower case, as in "Delete product". */
  noun: string;
  /** The entity's name, as in "Yes, delete Blue mug". */
  title: string;
  /** What deleting means, said before the admin confirms. */
  warning: string;
  /** From useStoreMutation; its onSuccess moves on. */
  deletion: UseMutationResult<unknown, Error, void>;
}

export function ConfirmDelete({ noun, title, warning, deletion }: ConfirmDeleteProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Delete</h2>
      <FormAlert message={deletion.isError ? describeError(deletion.error) : undefined} />
      {confirming ? (
        <fieldset className="admin-fieldset">
          <legend>Confirm deletion</legend>
          <p>{warning}</p>
          <button
            type="button"
            className="danger"
            disabled={deletion.isPending}
            onClick={() => deletion.mutate()}
          >
            {deletion.isPending ? 'Deleting…' : `Yes, delete ${title}`}
          </button>
          <button type="button" disabled={deletion.isPending} onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </fieldset>
      ) : (
        <button type="button" className="danger" onClick={() => setConfirming(true)}>
          Delete {noun}
        </button>
      )}
    </section>
  );
}
