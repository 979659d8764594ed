// Quantity input with decrease and increase buttons, kept between 1 and `max`; what the shopper asked is passed on
// too, so the page can say why it is less.
import { useId } from 'react';
import { useHydrated } from '../../ui/use-hydrated.js';

interface QuantityStepperProps {
  value: number;
  max: number;
  /** `value` is kept within 1…max; `asked` is what the shopper typed or stepped to. */
  onChange: (value: number, asked: number) => void;
  /** The id of a note about the limit, read with the field. */
  describedBy?: string | undefined;
}

/** A labelled number input; the buttons name what they do for screen readers. */
export function QuantityStepper({ value, max, onChange, describedBy }: QuantityStepperProps) {
  const id = useId();
  // The buttons do nothing before the page's code runs; the field keeps what is typed (the page takes it over).
  const hydrated = useHydrated();
  const set = (next: number) => {
    const asked = Math.max(1, Math.trunc(next) || 1);
    onChange(Math.min(asked, Math.max(1, max)), asked);
  };
  return (
    <div className="field quantity-stepper">
      <label htmlFor={id}>Quantity</label>
      <div className="stepper">
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={!hydrated || value <= 1}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          aria-describedby={describedBy}
          onChange={(e) => set(Number(e.currentTarget.value))}
        />
        <button
          type="button"
          aria-label="Increase quantity"
          disabled={!hydrated || value >= max}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
