// The four pricing editors (coupons, discount rules, shipping and tax regions) on the one editor page. A save or
// delete of any of them changes what every pricing read answers, so each editor names only what is its own.
import type { ComponentType } from 'react';
import {
  type EditedEntity,
  type EditorKind,
  EntityEditorPage,
} from '../../ui/entities/entity-editor-page.js';
import { type PricingDetailKey, pricingKeys } from './pricing-queries.js';

type PricingKind<Entity extends EditedEntity> = EditorKind<Entity, PricingDetailKey>;

/**
 * The page of one pricing editor: `names` says where it lives, `entity` how it is read, titled, deleted and
 * edited, and `removeWarning` what deleting it means for carts and checkouts.
 */
export function pricingEditorPage<Entity extends EditedEntity>(
  names: Pick<PricingKind<Entity>, 'noun' | 'listPath' | 'basePath' | 'backLabel'>,
  entity: Pick<PricingKind<Entity>, 'detail' | 'remove' | 'titleOf' | 'Form'>,
  removeWarning: string,
): ComponentType {
  const kind: PricingKind<Entity> = {
    ...names,
    ...entity,
    invalidates: [pricingKeys.all],
    removeWarning: () => removeWarning,
  };
  return function PricingEditorPage() {
    return <EntityEditorPage kind={kind} />;
  };
}
