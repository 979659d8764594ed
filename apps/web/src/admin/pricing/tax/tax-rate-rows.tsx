// The tax region's rates, each a row to edit or remove: every rate applies, items are taxed at their sum.
import type { JurisdictionType } from '@cartwright/client/pricing';
import { MAX_TAX_RATES, PRICING_NAME_MAX_LENGTH } from '@cartwright/contracts/limits';
import { Field, TextField } from '../../../ui/forms/field.js';
import { patchRow, removeRow } from '../rows.js';
import { JURISDICTION_LABELS, newTaxRate, type TaxRateDraft } from './tax-region-draft.js';

interface TaxRateRowsProps {
  rates: TaxRateDraft[];
  onChange: (rates: TaxRateDraft[]) => void;
  /** The message of a field, from the last save (`rates[0].rate`, `rates`). */
  error: (field: string) => string | undefined;
}

export function TaxRateRows({ rates, onChange, error }: TaxRateRowsProps) {
  const setRate = (index: number, patch: Partial<TaxRateDraft>) => onChange(patchRow(rates, index, patch));
  return (
    <fieldset className="admin-fieldset">
      <legend>Rates</legend>
      <p className="field-hint">Every rate applies: items are taxed at their sum, at most 100%.</p>
      {rates.map((rate, index) => {
        const label = `Rate ${index + 1}`;
        const at = `rates[${index}]`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rates have no id; order is their identity
          <fieldset key={index} className="pricing-row" aria-label={label}>
            <legend>{label}</legend>
            <Field label="Jurisdiction type" error={error(`${at}.jurisdictionType`)}>
              {(c) => (
                <select
                  {...c}
                  value={rate.jurisdictionType}
                  onChange={(e) =>
                    setRate(index, { jurisdictionType: e.currentTarget.value as JurisdictionType })
                  }
                >
                  {rate.jurisdictionType === 'UNDEFINED' ? <option value="UNDEFINED">Not set</option> : null}
                  {Object.entries(JURISDICTION_LABELS).map(([type, text]) => (
                    <option key={type} value={type}>
                      {text}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <TextField
              label="Jurisdiction name"
              error={error(`${at}.jurisdictionName`)}
              value={rate.jurisdictionName}
              maxLength={PRICING_NAME_MAX_LENGTH}
              onValueChange={(value) => setRate(index, { jurisdictionName: value })}
            />
            <TextField
              label="Rate (%)"
              error={error(`${at}.rate`)}
              className="short-input"
              inputMode="decimal"
              value={rate.rate}
              onValueChange={(value) => setRate(index, { rate: value })}
            />
            <button type="button" className="link-button" onClick={() => onChange(removeRow(rates, index))}>
              Remove {label}
            </button>
          </fieldset>
        );
      })}
      {error('rates') ? <p className="field-error">{error('rates')}</p> : null}
      {rates.length < MAX_TAX_RATES ? (
        <button type="button" onClick={() => onChange([...rates, newTaxRate()])}>
          Add a rate
        </button>
      ) : null}
    </fieldset>
  );
}
