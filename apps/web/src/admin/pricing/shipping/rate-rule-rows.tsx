// An option's rate rules as rows: the first rule that holds sets the option's cost.

import { MAX_SHIPPING_RULES } from '@cartwright/contracts/limits';
import { SelectField, TextField } from '../../../ui/forms/field.js';
import { patchRow, removeRow } from '../rows.js';
import {
  newRateRule,
  type RateRuleDraft,
  RULE_BASIS_LABELS,
  RULE_OPERATOR_LABELS,
} from './shipping-option-draft.js';

interface RateRuleRowsProps {
  rules: RateRuleDraft[];
  onChange: (rules: RateRuleDraft[]) => void;
  /** `options[0].rateRules`: the server path of these rows. */
  path: string;
  errors: Record<string, string>;
  /** "Option 1", to tell the rows of different options apart. */
  ownerLabel: string;
}

export function RateRuleRows({ rules, onChange, path, errors, ownerLabel }: RateRuleRowsProps) {
  return (
    <fieldset className="pricing-rows">
      <legend>Rate rules of {ownerLabel}</legend>
      <p className="field-hint">
        The first rule that holds sets the cost; when none holds, the flat rate applies. Weights are in the
        store’s weight unit, prices in its currency, after discounts.
      </p>
      {rules.map((rule, index) => {
        const label = `Rate rule ${index + 1}`;
        const at = `${path}[${index}]`;
        const set = (patch: Partial<RateRuleDraft>) => onChange(patchRow(rules, index, patch));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id; their order is their identity
          <fieldset key={index} className="pricing-row" aria-label={label}>
            <legend>{label}</legend>
            <SelectField
              label="When"
              error={errors[`${at}.basis`]}
              value={rule.basis}
              choices={RULE_BASIS_LABELS}
              onValueChange={(value) => set({ basis: value })}
            />
            <SelectField
              label="Operator"
              error={errors[`${at}.operator`]}
              value={rule.operator}
              choices={RULE_OPERATOR_LABELS}
              onValueChange={(value) => set({ operator: value })}
            />
            <TextField
              label="Value"
              error={errors[`${at}.value`]}
              inputMode="decimal"
              value={rule.value}
              onValueChange={(value) => set({ value: value })}
            />
            <TextField
              label="Then the rate is"
              error={errors[`${at}.rate`]}
              inputMode="decimal"
              value={rule.rate}
              onValueChange={(value) => set({ rate: value })}
            />
            <button type="button" className="link-button" onClick={() => onChange(removeRow(rules, index))}>
              Remove {label} of {ownerLabel}
            </button>
          </fieldset>
        );
      })}
      {errors[path] ? <p className="field-error">{errors[path]}</p> : null}
      {rules.length < MAX_SHIPPING_RULES ? (
        <button type="button" onClick={() => onChange([...rules, newRateRule()])}>
          Add a rate rule to {ownerLabel}
        </button>
      ) : null}
    </fieldset>
  );
}
