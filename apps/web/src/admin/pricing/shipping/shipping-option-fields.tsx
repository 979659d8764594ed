// One shipping option of a region: what shoppers see, what it costs (flat, by rules, free over a threshold),
// when it arrives, and whether it is picked up.

import {
  ADDRESS_LINE_MAX_LENGTH,
  COUNTRY_CODE_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  PRICING_NAME_MAX_LENGTH,
  SHIPPING_DELIVERY_TIME_MAX_LENGTH,
  SHIPPING_INSTRUCTIONS_MAX_LENGTH,
  SHIPPING_OPTION_CODE_MAX_LENGTH,
  SUBDIVISION_CODE_MAX_LENGTH,
} from '@cartwright/contracts/limits';
import { Field, SelectField, TextField } from '../../../ui/forms/field.js';
import { RateRuleRows } from './rate-rule-rows.js';
import { PICKUP_LABELS, type PickupAddressDraft, type ShippingOptionDraft } from './shipping-option-draft.js';

interface ShippingOptionFieldsProps {
  option: ShippingOptionDraft;
  onChange: (patch: Partial<ShippingOptionDraft>) => void;
  onRemove: () => void;
  /** `options[0]`: the server path of this option. */
  path: string;
  label: string;
  errors: Record<string, string>;
}

const ADDRESS_FIELDS: [field: keyof PickupAddressDraft, label: string, maxLength: number][] = [
  ['addressLine', 'Pickup street address', ADDRESS_LINE_MAX_LENGTH],
  ['city', 'Pickup city', ADDRESS_LINE_MAX_LENGTH],
  ['postalCode', 'Pickup postal code', POSTAL_CODE_MAX_LENGTH],
  ['country', 'Pickup country', COUNTRY_CODE_LENGTH],
  ['subdivision', 'Pickup state or region', SUBDIVISION_CODE_MAX_LENGTH],
];

export function ShippingOptionFields({
  option,
  onChange,
  onRemove,
  path,
  label,
  errors,
}: ShippingOptionFieldsProps) {
  const error = (field: string) => errors[`${path}.${field}`];
  return (
    <fieldset className="option-draft" aria-label={label}>
      <legend>{label}</legend>
      <TextField
        label="Code"
        error={error('code')}
        hint="Lowercase, unique in the region, such as standard or next-day."
        value={option.code}
        maxLength={SHIPPING_OPTION_CODE_MAX_LENGTH}
        onValueChange={(value) => onChange({ code: value })}
      />
      <TextField
        label="Title"
        error={error('title')}
        hint="What shoppers choose, such as Standard."
        value={option.title}
        maxLength={PRICING_NAME_MAX_LENGTH}
        onValueChange={(value) => onChange({ title: value })}
      />
      <TextField
        label="Flat rate"
        error={error('rate')}
        hint="The cost when no rate rule holds; 0 for free."
        inputMode="decimal"
        value={option.rate}
        onValueChange={(value) => onChange({ rate: value })}
      />
      <RateRuleRows
        rules={option.rateRules}
        onChange={(rateRules) => onChange({ rateRules })}
        path={`${path}.rateRules`}
        errors={errors}
        ownerLabel={label}
      />
      <TextField
        label="Free over"
        error={error('freeOver')}
        hint="Optional: free when the items come to at least this much after discounts."
        inputMode="decimal"
        value={option.freeOver}
        onValueChange={(value) => onChange({ freeOver: value })}
      />
      <DeliveryFields option={option} onChange={onChange} error={error} />
      <PickupFields option={option} onChange={onChange} error={error} />
      <button type="button" className="link-button" onClick={onRemove}>
        Remove {label}
      </button>
    </fieldset>
  );
}

interface OptionGroupProps {
  option: ShippingOptionDraft;
  onChange: (patch: Partial<ShippingOptionDraft>) => void;
  /** The message of one of this option's fields, from the last save. */
  error: (field: string) => string | undefined;
}

/** When it arrives, and what shoppers who choose it are told. */
function DeliveryFields({ option, onChange, error }: OptionGroupProps) {
  return (
    <>
      <TextField
        label="Delivery time"
        error={error('deliveryTime')}
        hint="Optional, such as “3–5 business days”."
        value={option.deliveryTime}
        maxLength={SHIPPING_DELIVERY_TIME_MAX_LENGTH}
        onValueChange={(value) => onChange({ deliveryTime: value })}
      />
      <TextField
        label="Delivery slot from"
        error={error('deliveryTimeSlot.from')}
        hint="Optional; in your time zone."
        type="datetime-local"
        value={option.slotFrom}
        onValueChange={(value) => onChange({ slotFrom: value })}
      />
      <TextField
        label="Delivery slot to"
        error={error('deliveryTimeSlot.to')}
        type="datetime-local"
        value={option.slotTo}
        onValueChange={(value) => onChange({ slotTo: value })}
      />
      <Field
        label="Instructions"
        error={error('instructions')}
        hint="Optional, shown to shoppers who choose it."
      >
        {(c) => (
          <textarea
            {...c}
            rows={2}
            maxLength={SHIPPING_INSTRUCTIONS_MAX_LENGTH}
            value={option.instructions}
            onChange={(e) => onChange({ instructions: e.currentTarget.value })}
          />
        )}
      </Field>
    </>
  );
}

/** Whether it is picked up, and where. */
function PickupFields({ option, onChange, error }: OptionGroupProps) {
  return (
    <>
      <SelectField
        label="Pickup"
        error={error('pickup.method')}
        value={option.pickupMethod}
        choices={PICKUP_LABELS}
        onValueChange={(value) => onChange({ pickupMethod: value })}
      />
      {option.pickupMethod !== 'NONE'
        ? ADDRESS_FIELDS.map(([field, fieldLabel, maxLength]) => (
            <Field key={field} label={fieldLabel} error={error(`pickup.address.${field}`)}>
              {(c) => (
                <input
                  {...c}
                  value={option.pickupAddress[field]}
                  maxLength={maxLength}
                  onChange={(e) =>
                    onChange({ pickupAddress: { ...option.pickupAddress, [field]: e.currentTarget.value } })
                  }
                />
              )}
            </Field>
          ))
        : null}
    </>
  );
}
