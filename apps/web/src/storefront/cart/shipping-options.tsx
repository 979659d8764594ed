// The shipping options for the estimated address, as radio buttons: title, delivery or pickup details, cost.
import type { ShippingInfo } from '@cartwright/client/cart';
import { useId } from 'react';
import { type SelectedShippingOption, shippingChoices } from './shipping-view.js';

interface ShippingOptionsProps {
  info: ShippingInfo | undefined;
  /** The shopper's pick; until there is one, the option the server priced the cart with. */
  chosen: SelectedShippingOption | undefined;
  onChoose: (option: SelectedShippingOption) => void;
}

export function ShippingOptions({ info, chosen, onChoose }: ShippingOptionsProps) {
  const group = useId();
  const choices = shippingChoices(info);
  if (choices.length === 0) return null;
  const selected = chosen?.code ?? info?.selectedCarrierServiceOption?.code;
  return (
    <fieldset className="shipping-options">
      <legend>Shipping option</legend>
      {choices.map((choice) => (
        <label key={`${choice.carrierId}:${choice.code}`} className="shipping-option">
          <input
            type="radio"
            name={group}
            value={choice.code}
            checked={selected === choice.code}
            onChange={() =>
              onChoose({ code: choice.code, ...(choice.carrierId ? { carrierId: choice.carrierId } : {}) })
            }
          />
          <span className="shipping-option-text">
            <span className="shipping-option-title">{choice.title}</span>
            {choice.details.map((detail) => (
              <span key={detail} className="shipping-option-detail">
                {detail}
              </span>
            ))}
          </span>
          <span className="shipping-option-cost">{choice.cost}</span>
        </label>
      ))}
    </fieldset>
  );
}
