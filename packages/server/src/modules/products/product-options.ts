// Options and choices as the admin writes them, and the variants they generate (one per combination
// of visible choices), keeping the overrides of variants whose choices survive an edit.
import { randomUUID } from 'node:crypto';
import type { FieldViolation, ProductOptionInput } from '@cartwright/contracts';
import type { OptionInsert } from './products.repository.js';
import type { NewProductVariantRow, ProductVariantRow } from './products.table.js';

/** Most variants one product may have; more options than this multiply to is a MAX_SIZE violation. */
export const MAX_VARIANTS = 300;
const COLOR = /^#[0-9a-f]{6}$/i;

/** Checks names are unique, color choices are hex colors and the variant count stays under the cap. */
export function optionViolations(options: ProductOptionInput[], field: string): FieldViolation[] {
  const violations: FieldViolation[] = [];
  const names = new Set<string>();
  options.forEach((option, i) => {
    const at = `${field}[${i}]`;
    if (names.has(option.name)) {
      violations.push({
        field: `${at}.name`,
        description: 'must be unique among the options',
        violatedRule: 'VALIDATION',
      });
    }
    names.add(option.name);
    const descriptions = new Set<string>();
    option.choices.forEach((choice, j) => {
      const description = choice.description ?? choice.value;
      if (descriptions.has(description)) {
        violations.push({
          field: `${at}.choices[${j}].description`,
          description: 'must be unique among the choices of an option',
          violatedRule: 'VALIDATION',
        });
      }
      descriptions.add(description);
      if (option.optionType === 'color' && !COLOR.test(choice.value)) {
        violations.push({
          field: `${at}.choices[${j}].value`,
          description: 'must be a color as #rrggbb',
          violatedRule: 'FORMAT',
        });
      }
    });
  });
  const count = options.reduce(
    (n, o) => n * Math.max(1, o.choices.filter((c) => c.visible !== false).length),
    1,
  );
  if (options.length > 0 && count > MAX_VARIANTS) {
    violations.push({
      field,
      description: `would make ${count} variants; at most ${MAX_VARIANTS} are allowed`,
      violatedRule: 'MAX_SIZE',
      data: { limit: MAX_VARIANTS },
    });
  }
  return violations;
}

export function toOptionInserts(options: ProductOptionInput[]): OptionInsert[] {
  return options.map((option) => ({
    id: randomUUID(),
    name: option.name,
    optionType: option.optionType ?? 'drop_down',
    choices: option.choices.map((choice) => ({
      id: randomUUID(),
      value: choice.value,
      description: choice.description ?? choice.value,
      inStock: choice.inStock ?? true,
      visible: choice.visible ?? true,
    })),
  }));
}

/** Same choices in any key order give the same key. */
export const choicesKey = (choices: Record<string, string>) =>
  JSON.stringify(Object.entries(choices).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Every combination of visible choices, in option order. */
export function combinations(options: OptionInsert[]): Record<string, string>[] {
  let result: Record<string, string>[] = [{}];
  for (const option of options) {
    const visible = option.choices.filter((c) => c.visible);
    if (visible.length === 0) continue;
    result = result.flatMap((partial) => visible.map((c) => ({ ...partial, [option.name]: c.description })));
  }
  return options.length === 0 ? [] : result;
}

/** New variant rows; a combination that existed before keeps its id, overrides and stock. */
export function variantRows(
  productId: string,
  options: OptionInsert[],
  previous: ProductVariantRow[],
  defaults: { trackQuantity: boolean },
): NewProductVariantRow[] {
  const before = new Map(previous.map((v) => [choicesKey(v.choices), v]));
  return combinations(options).map((choices, position) => {
    const kept = before.get(choicesKey(choices));
    return {
      id: kept?.id ?? randomUUID(),
      product_id: productId,
      position,
      choices: JSON.stringify(choices),
      price: kept?.price ?? null,
      cost: kept?.cost ?? null,
      weight: kept?.weight ?? null,
      sku: kept?.sku ?? null,
      visible: kept?.visible ?? true,
      product_dimensions: kept?.product_dimensions ? JSON.stringify(kept.product_dimensions) : null,
      package_dimensions: kept?.package_dimensions ? JSON.stringify(kept.package_dimensions) : null,
      track_quantity: kept?.track_quantity ?? defaults.trackQuantity,
      quantity: kept?.quantity ?? (defaults.trackQuantity ? 0 : null),
      in_stock: kept?.in_stock ?? true,
    };
  });
}
