// What makes a customization whole: free text only for modifiers and with its settings, text choices of
// CHOICE_TEXT only, swatches of one colour, two colours or an image, each carrying its value, and choice
// names unique within the customization. Choices get their ids here.
import { randomUUID } from 'node:crypto';
import type { CustomizationChoice, CustomizationRenderType, CustomizationType } from '@cartwright/contracts';
import { ValidationFailure } from '../../../errors/app-error.js';

type Violation = ConstructorParameters<typeof ValidationFailure>[0][number];
const fail = (field: string, description: string, violatedRule: Violation['violatedRule'] = 'VALIDATION') =>
  new ValidationFailure([{ field, description, violatedRule }]);

/** The value field each swatch choice type needs, and the ones it must not carry. */
const VALUE_OF: Record<CustomizationChoice['choiceType'], keyof CustomizationChoice | undefined> = {
  CHOICE_TEXT: undefined,
  ONE_COLOR: 'colorCode',
  MULTIPLE_COLORS: 'multipleColors',
  IMAGE: 'image',
};
const VALUE_FIELDS = ['colorCode', 'multipleColors', 'image'] as const;

function checkChoice(render: CustomizationRenderType, choice: CustomizationChoice, path: string): void {
  const allowed =
    render === 'TEXT_CHOICES' ? choice.choiceType === 'CHOICE_TEXT' : choice.choiceType !== 'CHOICE_TEXT';
  if (!allowed) throw fail(`${path}.choiceType`, `${choice.choiceType} is not a choice of ${render}`);
  const needed = VALUE_OF[choice.choiceType];
  if (needed && choice[needed] === undefined)
    throw fail(`${path}.${needed}`, `is required for ${choice.choiceType}`, 'REQUIRED_FIELD');
  for (const field of VALUE_FIELDS) {
    if (field !== needed && choice[field] !== undefined)
      throw fail(`${path}.${field}`, `is not a value of ${choice.choiceType}`);
  }
}

/**
 * The choices checked against the render type, with ids kept (existing) or given (new) and keys from names.
 * @example checkedChoices('TEXT_CHOICES', [{ choiceType: 'CHOICE_TEXT', name: 'S' }], 'customization.choicesSettings.choices')
 */
export function checkedChoices(
  render: CustomizationRenderType,
  choices: readonly CustomizationChoice[],
  path: string,
): CustomizationChoice[] {
  if (render === 'FREE_TEXT') throw fail(path, 'a FREE_TEXT customization has no choices');
  const names = new Set<string>();
  return choices.map((choice, i) => {
    checkChoice(render, choice, `${path}[${i}]`);
    const folded = choice.name.trim().toLowerCase();
    if (names.has(folded))
      throw fail(`${path}[${i}].name`, `"${choice.name}" is already a choice of this customization`);
    names.add(folded);
    return { ...choice, id: choice.id ?? randomUUID(), key: choice.name };
  });
}

export interface CustomizationShape {
  customizationType: CustomizationType;
  customizationRenderType: CustomizationRenderType;
  freeTextInput?: { minCharCount?: number; maxCharCount?: number; title: string; [k: string]: unknown };
  choices?: readonly CustomizationChoice[];
}

/** Checks the type, the render type and the settings go together. */
export function checkShape(shape: CustomizationShape, path = 'customization'): void {
  const { customizationType: type, customizationRenderType: render, freeTextInput, choices } = shape;
  if (render === 'FREE_TEXT') {
    if (type !== 'MODIFIER') throw fail(`${path}.customizationRenderType`, 'FREE_TEXT is for modifiers only');
    if (!freeTextInput) throw fail(`${path}.freeTextInput`, 'is required for FREE_TEXT', 'REQUIRED_FIELD');
    if (choices) throw fail(`${path}.choicesSettings`, 'is not allowed for FREE_TEXT');
    const min = freeTextInput.minCharCount ?? 0;
    if (freeTextInput.maxCharCount !== undefined && min > freeTextInput.maxCharCount) {
      throw fail(`${path}.freeTextInput.minCharCount`, 'must not exceed maxCharCount');
    }
    return;
  }
  if (freeTextInput) throw fail(`${path}.freeTextInput`, `is only for FREE_TEXT, not ${render}`);
  if (!choices?.length) throw fail(`${path}.choicesSettings`, `is required for ${render}`, 'REQUIRED_FIELD');
}
