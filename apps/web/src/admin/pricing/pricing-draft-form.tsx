// The form of every pricing editor (coupon, discount rule, shipping region, tax region): it holds the draft,
// saves it with saveDraft through useStoreMutation, refreshes every pricing read, and puts the refusals next to
// the fields. Each editor gives only its fields.
import type { StoreClient } from '@cartwright/client';
import { useStoreMutation } from '@cartwright/react';
import { type ReactNode, useState } from 'react';
import type { EntityFormProps } from '../../ui/entities/entity-editor-page.js';
import { SaveForm } from '../../ui/forms/save-form.js';
import { SubmitButton } from '../../ui/forms/submit-button.js';
import type { DraftCheck } from './form-values.js';
import { type PricingErrorMapping, pricingFormErrors } from './pricing-errors.js';
import { pricingKeys } from './pricing-queries.js';
import { saveDraft } from './save-draft.js';

/** What the fields get: the draft, a way to change part of it, and the message of a field. */
export interface DraftFields<Draft> {
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
  error: (field: string) => string | undefined;
  /** Every field's message, by path (for rows that find their own). */
  errors: Record<string, string>;
}

interface PricingDraftFormProps<Draft, Input, Entity extends { id: string }> extends EntityFormProps<Entity> {
  /** Names the form, as in "Coupon details". */
  label: string;
  /** Lower case, as in "Save coupon" and "Create coupon". */
  noun: string;
  draftOf: (entity: Entity | undefined) => Draft;
  toInput: (draft: Draft) => DraftCheck<Input>;
  create: (client: StoreClient, input: Input) => Promise<Entity>;
  update: (client: StoreClient, id: string, input: Input) => Promise<Entity>;
  errors: PricingErrorMapping;
  children: (fields: DraftFields<Draft>) => ReactNode;
}

export function PricingDraftForm<Draft, Input, Entity extends { id: string }>({
  entity,
  onSaved,
  label,
  noun,
  draftOf,
  toInput,
  create,
  update,
  errors: mapping,
  children,
}: PricingDraftFormProps<Draft, Input, Entity>) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(entity));
  const saving = useStoreMutation({
    mutationFn: saveDraft({ entity, toInput, create, update }),
    invalidates: [pricingKeys.all],
    onSuccess: (saved: Entity) => onSaved(saved),
  });
  const errors = pricingFormErrors(saving.error, mapping);
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  return (
    <SaveForm label={label} alert={errors.summary} onSave={() => saving.mutate(draft)}>
      {children({ draft, set, error: (field) => errors.fields[field], errors: errors.fields })}
      <SubmitButton pending={saving.isPending}>{entity ? `Save ${noun}` : `Create ${noun}`}</SubmitButton>
    </SaveForm>
  );
}
