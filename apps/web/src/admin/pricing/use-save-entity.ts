// Saving a pricing editor's draft through useAdminMutation: the client-side checks first (nothing is sent when
// they fail), then create or replace, then a refresh of every pricing read; the server's refusals come back as
// field messages.
import type { StoreClient } from '@cartwright/client';
import { DraftInvalid, type FormErrors } from '../../ui/forms/field-errors.js';
import { useAdminMutation } from '../../ui/forms/use-admin-mutation.js';
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

const NO_ERRORS: FormErrors = { fields: {} };

export function useSaveEntity<Draft, Input, Entity extends { id: string }>({
  entity,
  toInput,
  create,
  update,
  errors,
  onSaved,
}: SaveEntityOptions<Draft, Input, Entity>) {
  const mutation = useAdminMutation<Draft, Entity>({
    mutationFn: async (client, draft) => {
      const { input, errors: draftErrors } = toInput(draft);
      if (!input) throw new DraftInvalid(draftErrors);
      return entity ? update(client, entity.id, input) : create(client, input);
    },
    invalidates: [pricingKeys.all],
    onSuccess: onSaved,
  });
  return {
    errors: mutation.isError ? pricingFormErrors(mutation.error, errors) : NO_ERRORS,
    pending: mutation.isPending,
    save: (draft: Draft) => mutation.mutate(draft),
  };
}
