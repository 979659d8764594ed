// Which events a webhook receives: every event (`*`), or event types picked family by family; the families the
// store does not send yet come last and say so (a webhook may subscribe to them ahead).

import { ALL_WEBHOOK_EVENTS, EVENT_TYPES_NOT_SENT_YET } from '@cartwright/contracts';
import {
  ABANDONED_CHECKOUT_EVENT_TYPES,
  BACK_IN_STOCK_EVENT_TYPES,
  BRAND_EVENT_TYPES,
  CART_EVENT_TYPES,
  CHECKOUT_EVENT_TYPES,
  CHECKOUT_SETTINGS_EVENT_TYPES,
  CHECKOUT_TEMPLATE_EVENT_TYPES,
  CUSTOMIZATION_EVENT_TYPES,
  DISCOUNT_RULE_EVENT_TYPES,
  FULFILLMENT_EVENT_TYPES,
  INFO_SECTION_EVENT_TYPES,
  INVENTORY_ITEM_EVENT_TYPES,
  MEMBER_EVENT_TYPES,
  ORDER_EVENT_TYPES,
  ORDER_SETTINGS_EVENT_TYPES,
  PRODUCT_V1_EVENT_TYPES,
  RIBBON_EVENT_TYPES,
  SHIPPING_OPTION_EVENT_TYPES,
  SHIPPO_CONFIGURATION_EVENT_TYPES,
  SUBSCRIPTION_CONTRACT_EVENT_TYPES,
  TIP_EVENT_TYPES,
  V3_PRODUCT_EVENT_TYPES,
  V3_VARIANT_EVENT_TYPES,
} from '@cartwright/contracts/enums';
import { FieldError } from '../../ui/forms/field.js';

/** The families of wire.md §5.3–5.4 as an owner names them. */
const FAMILIES: [label: string, types: readonly string[]][] = [
  ['Carts', CART_EVENT_TYPES],
  ['Checkouts', CHECKOUT_EVENT_TYPES],
  ['Members', MEMBER_EVENT_TYPES],
  ['Products and collections', PRODUCT_V1_EVENT_TYPES],
  ['Orders', ORDER_EVENT_TYPES],
  ['Discount rules', DISCOUNT_RULE_EVENT_TYPES],
  ['Shipping options', SHIPPING_OPTION_EVENT_TYPES],
  ['Abandoned checkouts', ABANDONED_CHECKOUT_EVENT_TYPES],
  ['Back-in-stock requests', BACK_IN_STOCK_EVENT_TYPES],
  ['Subscription contracts', SUBSCRIPTION_CONTRACT_EVENT_TYPES],
  ['Checkout settings', CHECKOUT_SETTINGS_EVENT_TYPES],
  ['Checkout templates', CHECKOUT_TEMPLATE_EVENT_TYPES],
  ['Fulfillments', FULFILLMENT_EVENT_TYPES],
  ['Order settings', ORDER_SETTINGS_EVENT_TYPES],
  ['Shipping labels (Shippo)', SHIPPO_CONFIGURATION_EVENT_TYPES],
  ['Tips', TIP_EVENT_TYPES],
  ['Catalog v3 products', V3_PRODUCT_EVENT_TYPES],
  ['Catalog v3 variants', V3_VARIANT_EVENT_TYPES],
  ['Brands', BRAND_EVENT_TYPES],
  ['Ribbons', RIBBON_EVENT_TYPES],
  ['Customizations', CUSTOMIZATION_EVENT_TYPES],
  ['Info sections', INFO_SECTION_EVENT_TYPES],
  ['Inventory items', INVENTORY_ITEM_EVENT_TYPES],
];

/** Whether the store sends none of the family's events yet: listed last, and said so. */
const notSentYet = (types: readonly string[]) =>
  types.every((type) => EVENT_TYPES_NOT_SENT_YET.includes(type));

/** The families the store sends first, then the rest, each group in the order above. */
const LISTED = [
  ...FAMILIES.filter(([, types]) => !notSentYet(types)),
  ...FAMILIES.filter(([, types]) => notSentYet(types)),
];

/** `wix.ecom.v1.cart_created` → `cart_created`: the family's name is the group's legend. */
const shortName = (type: string) => type.slice(type.lastIndexOf('.') + 1);

interface EventTypePickerProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}

export function EventTypePicker({ value, onChange, error }: EventTypePickerProps) {
  const all = value.includes(ALL_WEBHOOK_EVENTS);
  const toggle = (types: readonly string[], on: boolean) => {
    const rest = value.filter((type) => !types.includes(type));
    onChange(on ? [...rest, ...types] : rest);
  };
  return (
    <fieldset
      className="admin-fieldset event-type-picker"
      aria-describedby={error ? 'event-types-error' : undefined}
    >
      <legend>Events</legend>
      <label className="radio-choice">
        <input
          type="checkbox"
          checked={all}
          onChange={(e) => onChange(e.currentTarget.checked ? ['*'] : [])}
        />{' '}
        Every event, including types added later
      </label>
      {all ? null : (
        <div className="event-families">
          {LISTED.map(([label, types]) => {
            const picked = types.filter((type) => value.includes(type)).length;
            const unsent = notSentYet(types);
            return (
              <details
                key={label}
                open={picked > 0 || undefined}
                className={unsent ? 'not-sent-yet' : undefined}
              >
                <summary>
                  {label}
                  {picked > 0 ? ` (${picked} of ${types.length})` : ''}
                  {unsent ? <span className="event-family-note"> · not sent by this store yet</span> : null}
                </summary>
                <label className="radio-choice">
                  <input
                    type="checkbox"
                    checked={picked === types.length}
                    onChange={(e) => toggle(types, e.currentTarget.checked)}
                  />{' '}
                  All {label.toLowerCase()} events
                </label>
                {types.map((type) => (
                  <label key={type} className="radio-choice event-type">
                    <input
                      type="checkbox"
                      checked={value.includes(type)}
                      onChange={(e) => toggle([type], e.currentTarget.checked)}
                    />{' '}
                    <code title={type}>{shortName(type)}</code>
                  </label>
                ))}
              </details>
            );
          })}
        </div>
      )}
      <FieldError id="event-types-error" message={error} />
    </fieldset>
  );
}
