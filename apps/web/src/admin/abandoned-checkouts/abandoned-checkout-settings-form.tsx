// When a checkout counts as abandoned, and whether its buyer gets the recovery e-mail.

import {
  type AbandonedCheckoutSettings,
  updateAbandonedCheckoutSettings,
} from '@cartwright/client/abandoned-checkouts';
import { MAX_ABANDON_AFTER_MINUTES, MIN_ABANDON_AFTER_MINUTES } from '@cartwright/contracts';
import { useStoreMutation } from '@cartwright/react';
import { useState } from 'react';
import { CheckboxField, TextField } from '../../ui/forms/field.js';
import { formErrors } from '../../ui/forms/field-errors.js';
import { SaveForm } from '../../ui/forms/save-form.js';
import { SubmitButton } from '../../ui/forms/submit-button.js';
import { abandonedCheckoutKeys } from './abandoned-checkout-queries.js';

export function AbandonedCheckoutSettingsForm({ settings }: { settings: AbandonedCheckoutSettings }) {
  const [minutes, setMinutes] = useState(String(settings.abandonAfterMinutes));
  const [email, setEmail] = useState(settings.recoveryEmailEnabled);
  const save = useStoreMutation({
    mutationFn: (client, patch: AbandonedCheckoutSettings) => updateAbandonedCheckoutSettings(client, patch),
    invalidates: [abandonedCheckoutKeys.settings()],
  });
  const value = Number(minutes);
  const valid =
    /^\d+$/.test(minutes) && value >= MIN_ABANDON_AFTER_MINUTES && value <= MAX_ABANDON_AFTER_MINUTES;
  const changed = minutes !== String(settings.abandonAfterMinutes) || email !== settings.recoveryEmailEnabled;
  const errors = formErrors(save.error, ['abandonAfterMinutes']);
  return (
    <SaveForm
      label="Abandoned checkout settings"
      alert={errors.summary}
      saved={save.isSuccess ? 'Settings saved.' : undefined}
      noValidate={false}
      onSave={() => {
        if (valid) save.mutate({ abandonAfterMinutes: value, recoveryEmailEnabled: email });
      }}
    >
      <TextField
        label="Abandoned after (minutes)"
        className="short-input"
        type="number"
        inputMode="numeric"
        min={MIN_ABANDON_AFTER_MINUTES}
        max={MAX_ABANDON_AFTER_MINUTES}
        required
        value={minutes}
        onValueChange={setMinutes}
        error={
          errors.fields.abandonAfterMinutes ??
          (valid
            ? undefined
            : `A whole number from ${MIN_ABANDON_AFTER_MINUTES} to ${MAX_ABANDON_AFTER_MINUTES}`)
        }
        hint="A checkout not completed this long after it was started counts as abandoned."
      />
      <CheckboxField
        label="E-mail the buyer a link back to the checkout"
        checked={email}
        onChange={setEmail}
        hint="One e-mail per abandoned checkout, when the buyer gave an address."
      />
      <SubmitButton pending={save.isPending} disabled={!changed || !valid}>
        Save settings
      </SubmitButton>
    </SaveForm>
  );
}
