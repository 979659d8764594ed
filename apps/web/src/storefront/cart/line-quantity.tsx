// The quantity stepper of a cart line: − and + are steps, which the cart store applies to the cart as it is when
// each one lands (not as last rendered), so fast clicks never drift; a typed quantity is sent when the field is
// left or Enter is pressed.
import { useState } from 'react';

interface LineQuantityProps {
  quantity: number;
  /** What is in stock, when it is tracked: + stops there. */
  max?: number | undefined;
  /** The product's name, so every control says which line it changes. */
  name: string;
  onStep: (delta: 1 | -1) => void;
  onSet: (quantity: number) => void;
}

export function LineQuantity({ quantity, max, name, onStep, onSet }: LineQuantityProps) {
  // What the shopper is typing, until it is sent; null while the field shows the cart's quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = Number(draft);
    if (Number.isInteger(typed) && typed >= 1 && typed !== quantity) onSet(typed);
  };
  return (
    <div className="stepper line-quantity">
      <button
        type="button"
        aria-label={`Decrease quantity of ${name}`}
        disabled={quantity <= 1}
        onClick={() => onStep(-1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        aria-label={`Quantity of ${name}`}
        value={draft ?? String(quantity)}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
      <button
        type="button"
        aria-label={`Increase quantity of ${name}`}
        disabled={max !== undefined && quantity >= max}
        onClick={() => onStep(1)}
      >
        +
      </button>
    </div>
  );
}
