// One URL template per redirect target the store has no page for; an empty field leaves it unconfigured.

import {
  CONFIGURABLE_REDIRECT_TARGETS,
  type ConfigurableRedirectTarget,
  REDIRECT_TARGET_URL_MAX_LENGTH,
} from '@cartwright/contracts';
import { useStoreMutation } from '@cartwright/react';
import { type FormEvent, useState } from 'react';
import { FormAlert, TextField } from '../../../ui/forms/field.js';
import { formErrors } from '../../../ui/forms/field-errors.js';
import { SubmitButton } from '../../../ui/forms/submit-button.js';
import {
  type RedirectTargets,
  redirectTargetKeys,
  updateRedirectTargets,
} from './redirect-target-queries.js';

const TARGETS: Record<ConfigurableRedirectTarget, { label: string; example: string }> = {
  bookingsCheckout: {
    label: 'Bookings checkout',
    example: 'https://book.example/checkout/{slotAvailability.slot.serviceId}',
  },
  eventsCheckout: {
    label: 'Events checkout',
    example: 'https://events.example/{eventSlug}/checkout/{reservationId}',
  },
  paidPlansCheckout: { label: 'Paid plans checkout', example: 'https://plans.example/buy/{planId}' },
  bookingsBook: { label: 'Book a service', example: 'https://book.example/services' },
};

const SHOWN = CONFIGURABLE_REDIRECT_TARGETS.map((target) => new RegExp(target));

export function RedirectTargetsForm({ targets }: { targets: RedirectTargets }) {
  const [draft, setDraft] = useState<Required<RedirectTargets>>(() => ({
    bookingsCheckout: targets.bookingsCheckout ?? '',
    eventsCheckout: targets.eventsCheckout ?? '',
    paidPlansCheckout: targets.paidPlansCheckout ?? '',
    bookingsBook: targets.bookingsBook ?? '',
  }));
  const save = useStoreMutation({
    mutationFn: (client, next: RedirectTargets) => updateRedirectTargets(client, next),
    invalidates: [redirectTargetKeys.all],
  });
  const errors = formErrors(save.error, SHOWN);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(draft);
  };
  return (
    <form className="admin-form" noValidate aria-label="Redirect targets" onSubmit={submit}>
      <FormAlert message={errors.summary} />
      {save.isSuccess ? <p role="status">Redirect targets saved.</p> : null}
      {CONFIGURABLE_REDIRECT_TARGETS.map((target) => (
        <TextField
          key={target}
          label={TARGETS[target].label}
          hint={`e.g. ${TARGETS[target].example}`}
          error={errors.fields[target]}
          type="url"
          inputMode="url"
          spellCheck={false}
          value={draft[target]}
          maxLength={REDIRECT_TARGET_URL_MAX_LENGTH}
          onValueChange={(value) => setDraft((current) => ({ ...current, [target]: value }))}
        />
      ))}
      <SubmitButton pending={save.isPending}>Save redirect targets</SubmitButton>
    </form>
  );
}
