// The four pricing editors (coupons, discount rules, shipping and tax regions) on the one editor page. A save or
// delete of any of them changes what every pricing read answers, so each editor names only what is its own.
import type { ComponentType } from 'react';
import {
  type EditedEntity,
  type EditorKind,
  EntityEditorPage,
} from '../../ui/entities/entity-editor-page.js';
import { type PricingDetailKey, pricingKeys } from './pricing-queries.js';

/** Every pricing entity has a name, its title unless the editor says otherwise (a coupon's is its code). */
type PricingEntity = EditedEntity & { name: string };
type PricingKind<Entity extends PricingEntity> = EditorKind<Entity, PricingDetailKey>;

/**
 * The page of one pricing editor: `names` says where it lives, `entity` how it is read, titled, deleted and
 * edited, and `removeWarning` what deleting it means for carts and checkouts.
 */
export function pricingEditorPage<Entity extends PricingEntity>(
  names: Pick<PricingKind<Entity>, 'noun' | 'listPath' | 'basePath' | 'backLabel'>,
  entity: Pick<PricingKind<Entity>, 'detail' | 'remove' | 'Form'> &
    Partial<Pick<PricingKind<Entity>, 'titleOf'>>,
  removeWarning: string,
): ComponentType {
  const kind: PricingKind<Entity> = {
    ...names,
    titleOf: (saved) => saved.name,
    ...entity,
    invalidates: [pricingKeys.all],
    removeWarning: () => removeWarning,
  };
  return function PricingEditorPage() {
    return <EntityEditorPage kind={kind} />;
  };
}
