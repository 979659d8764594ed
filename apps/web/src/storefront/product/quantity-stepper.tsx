// Quantity input with decrease and increase buttons, kept between 1 and `max`.
import { useId } from 'react';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
}

/** A labelled number input; the buttons name what they do for screen readers. */
export function QuantityStepper({ value, max, onChange }: QuantityStepperProps) {
  const id = useId();
  const set = (next: number) => onChange(Math.min(Math.max(1, Math.trunc(next) || 1), Math.max(1, max)));
  return (
    <div className="field quantity-stepper">
      <label htmlFor={id}>Quantity</label>
      <div className="stepper">
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={value <= 1}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          onChange={(e) => set(Number(e.currentTarget.value))}
        />
        <button
          type="button"
          aria-label="Increase quantity"
          disabled={value >= max}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
