// The delete section of an admin editor: it asks once more in place, so one stray click cannot remove anything.
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
  /** Deletes and moves on; a failure is shown in place. */
  onDelete: () => Promise<void>;
}

export function ConfirmDelete({ noun, title, warning, onDelete }: ConfirmDeleteProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const remove = async () => {
    try {
      await onDelete();
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Delete</h2>
      <FormAlert message={error} />
      {confirming ? (
        <fieldset className="admin-fieldset">
          <legend>Confirm deletion</legend>
          <p>{warning}</p>
          <button type="button" className="danger" onClick={remove}>
            Yes, delete {title}
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
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
