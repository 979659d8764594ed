// Customizations: product options and modifiers; names may repeat (an option and a modifier both "Size").
import {
  CUSTOMIZATION_CALLS,
  type CustomizationChoice,
  type CustomizationRenderType,
  type CustomizationType,
} from '@cartwright/contracts';
import { invalidField } from '../../../errors/app-error.js';
import { entityQueryFields } from '../catalog-entities-query.sql.js';
import { type EntityFamily, type StoredEntity, stamped } from '../catalog-entity-family.js';
import { type CustomizationShape, checkedChoices, checkShape } from './customization-rules.js';

type FreeText = NonNullable<CustomizationShape['freeTextInput']>;

/** Type and render type are fixed at creation, as on the platform. */
function immutable(
  input: Record<string, unknown>,
  current: StoredEntity | undefined,
  field: string,
): unknown {
  const before = current?.body[field];
  if (current && input[field] !== undefined && input[field] !== before) {
    throw invalidField(`customization.${field}`, 'cannot change after creation', 'VALIDATION');
  }
  return input[field] ?? before;
}

export const CUSTOMIZATIONS: EntityFamily = {
  kind: 'customization',
  fqdn: 'wix.stores.catalog.v3.customization',
  label: 'Customization',
  single: 'customization',
  plural: 'customizations',
  nameKey: 'name',
  uniqueNames: false,
  countField: 'assignedProductsCount',
  countRequest: 'ASSIGNED_PRODUCTS_COUNT',
  calls: CUSTOMIZATION_CALLS,
  queryFields: entityQueryFields('name', ['customizationType', 'customizationRenderType']),
  noBulkDelete: true,
  content: (input, current) => {
    const type = immutable(input, current, 'customizationType') as CustomizationType;
    const render = immutable(input, current, 'customizationRenderType') as CustomizationRenderType;
    const given = input.choicesSettings as { choices: CustomizationChoice[] } | undefined;
    const kept = current?.body.choicesSettings as { choices: CustomizationChoice[] } | undefined;
    const choicesPath = 'customization.choicesSettings.choices';
    const choices = given ? checkedChoices(render, given.choices, choicesPath) : kept?.choices;
    const free = (input.freeTextInput ?? current?.body.freeTextInput) as FreeText | undefined;
    checkShape({ customizationType: type, customizationRenderType: render, freeTextInput: free, choices });
    return {
      name: (input.name as string | undefined) ?? current?.name ?? '',
      body: {
        customizationType: type,
        customizationRenderType: render,
        ...(free ? { freeTextInput: { ...free, key: free.title } } : {}),
        ...(choices ? { choicesSettings: { choices } } : {}),
      },
    };
  },
  toWire: (e) => ({ ...stamped(e), key: e.name, name: e.name, ...e.body }),
};
