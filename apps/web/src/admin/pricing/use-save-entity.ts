// Saving a pricing editor's draft: the client-side checks first (nothing is sent when they fail), then create or
// replace, then a refresh of every pricing read; the server's refusals come back as field messages.
import type { StoreClient } from '@cartwright/client';
import { useStoreClient } from '@cartwright/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormErrors } from '../forms/field-errors.js';
import type { DraftCheck } from './form-values.js';
import { type PricingErrorMapping, pricingFormErrors } from './pricing-errors.js';
import { pricingKeys } from './pricing-queries.js';

export interface SaveEntityOptions<Draft, Input, Entity extends { id: string }> {
  /** The saved entity being edited; none for a new one. */
  entity?: Entity;
  toInput: (draft: Draft) => DraftCheck<Input>;
  create: (client: StoreClient, input: Input) => Promise<Entity>;
  /** Replaces the whole entity (PUT). */
  update: (client: StoreClient, id: string, input: Input) => Promise<Entity>;
  errors: PricingErrorMapping;
  onSaved: (entity: Entity) => void;
}

export function useSaveEntity<Draft, Input, Entity extends { id: string }>(
  options: SaveEntityOptions<Draft, Input, Entity>,
) {
  const client = useStoreClient();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);

  const save = async (draft: Draft) => {
    const { input, errors: draftErrors } = options.toInput(draft);
    if (!input) {
      setErrors({ fields: draftErrors, summary: 'Please correct the marked fields.' });
      return;
    }
    setBusy(true);
    setErrors({ fields: {} });
    try {
      const { entity } = options;
      const saved = entity
        ? await options.update(client, entity.id, input)
        : await options.create(client, input);
      await queryClient.invalidateQueries({ queryKey: pricingKeys.all });
      options.onSaved(saved);
    } catch (failure) {
      setErrors(pricingFormErrors(failure, options.errors));
    } finally {
      setBusy(false);
    }
  };

  return { errors, busy, save };
}
