// Which option choices a shopper can still pick: from the server's options-availability answer, and from
// the product's own variants (with their stock) until that answer arrives.
import type { getProductOptionsAvailability, Product } from '@cartwright/client/products';

type ProductOption = NonNullable<Product['productOptions']>[number];
type Choice = NonNullable<ProductOption['choices']>[number];
export type Variant = NonNullable<Product['variants']>[number];

/** Option name → chosen choice, the way variants name their choices. */
export type Selection = Record<string, string>;

/** How variants and selections name a choice: its description, else its value. */
export function choiceName(choice: Choice): string {
  return choice.description ?? choice.value ?? '';
}

/** Visible variants that stand for a combination of choices (not the default variant of a product without options). */
function optionVariants(product: Product): Variant[] {
  return (product.variants ?? []).filter(
    (v) => v.variant?.visible !== false && Object.keys(v.choices ?? {}).length > 0,
  );
}

/**
 * True when `choice` of `optionName` leads to an in-stock variant together with the choices already
 * made for the other options. Without variants, the choice's own `inStock` decides.
 */
export function isChoiceAvailable(
  product: Product,
  optionName: string,
  choice: Choice,
  selection: Selection,
): boolean {
  if (choice.visible === false) return false;
  const variants = optionVariants(product);
  if (variants.length === 0) return choice.inStock !== false;
  const name = choiceName(choice);
  return variants.some(
    (v) =>
      v.choices?.[optionName] === name &&
      v.stock?.inStock !== false &&
      Object.entries(selection).every(
        ([option, value]) => option === optionName || v.choices?.[option] === value,
      ),
  );
}

/** The variant whose choices are exactly the selection, once every option has one; otherwise undefined. */
export function selectedVariant(product: Product, selection: Selection): Variant | undefined {
  const options = product.productOptions ?? [];
  if (options.length === 0 || options.some((o) => selection[o.name ?? ''] === undefined)) return undefined;
  return optionVariants(product).find((v) =>
    options.every((o) => v.choices?.[o.name ?? ''] === selection[o.name ?? '']),
  );
}

type AvailabilityAnswer = Pick<
  ReturnType<typeof getProductOptionsAvailability> extends Promise<infer R> ? R : never,
  'productOptions'
>;

/** What the server's options-availability answer says of one choice: visible and in stock with the others. */
export function answerSaysAvailable(answer: AvailabilityAnswer, optionName: string, name: string): boolean {
  const option = answer.productOptions.find((o) => o.name === optionName);
  const choice = option?.choices?.find((c) => choiceName(c) === name);
  return choice !== undefined && choice.visible !== false && choice.inStock !== false;
}
