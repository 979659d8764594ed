// Saving a pricing editor's draft: the client-side checks first (nothing is sent when they fail, and the failure
// reads like a refusal), then create or replace. A plain function the form's useStoreMutation calls.
import type { StoreClient } from '@cartwright/client';
import { DraftInvalid } from '../../ui/forms/field-errors.js';
import type { DraftCheck } from './form-values.js';

export interface DraftSave<Draft, Input, Entity extends { id: string }> {
  /** The saved entity being edited; none for a new one. */
  entity?: Entity | undefined;
  toInput: (draft: Draft) => DraftCheck<Input>;
  create: (client: StoreClient, input: Input) => Promise<Entity>;
  /** Replaces the whole entity (PUT). */
  update: (client: StoreClient, id: string, input: Input) => Promise<Entity>;
}

/**
 * The mutationFn of a pricing form.
 * @example useStoreMutation({ mutationFn: saveDraft({ entity, toInput, create: createCoupon, update: updateCoupon }), invalidates: [pricingKeys.all] })
 */
export function saveDraft<Draft, Input, Entity extends { id: string }>({
  entity,
  toInput,
  create,
  update,
}: DraftSave<Draft, Input, Entity>) {
  return async (client: StoreClient, draft: Draft): Promise<Entity> => {
    const { input, errors } = toInput(draft);
    if (!input) throw new DraftInvalid(errors);
    return entity ? update(client, entity.id, input) : create(client, input);
  };
}
