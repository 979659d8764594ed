// The product editor's state: form-friendly strings built from a product, turned back into the create
// and update bodies, with the number checks a browser cannot do on its own.
import type { Product, ProductInput, ProductPatch } from '@cartwright/client/products';

export type EditableOptionType = 'drop_down' | 'color';
export type EditableDiscountType = 'NONE' | 'AMOUNT' | 'PERCENT';

export interface ChoiceDraft {
  /** The shown name (a drop-down's value; a colour's description). */
  name: string;
  /** A colour choice's `#rrggbb` value. */
  color: string;
}

export interface OptionDraft {
  name: string;
  optionType: EditableOptionType;
  choices: ChoiceDraft[];
}

export interface ProductDraft {
  name: string;
  slug: string;
  description: string;
  sku: string;
  productType: 'physical' | 'digital';
  visible: boolean;
  ribbon: string;
  brand: string;
  price: string;
  discountType: EditableDiscountType;
  discountValue: string;
  cost: string;
  weight: string;
  trackInventory: boolean;
  quantity: string;
  inStock: boolean;
  seoTitle: string;
  seoDescription: string;
  manageVariants: boolean;
  options: OptionDraft[];
}

type SeoTag = { type?: string; children?: string; props?: { name?: string; content?: string } };

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

function seoText(product: Product | undefined, which: 'title' | 'description'): string {
  const tags = (product?.seoData?.tags ?? []) as SeoTag[];
  const tag =
    which === 'title'
      ? tags.find((t) => t.type === 'title')?.children
      : tags.find((t) => t.type === 'meta' && t.props?.name === 'description')?.props?.content;
  return typeof tag === 'string' ? tag : '';
}

/** The editor state for `product`, or for a new product when none is given. */
export function draftFromProduct(product?: Product): ProductDraft {
  const discount = product?.discount?.type;
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    description: product?.description ?? '',
    sku: product?.sku ?? '',
    productType: product?.productType === 'digital' ? 'digital' : 'physical',
    visible: product?.visible ?? true,
    ribbon: product?.ribbon ?? '',
    brand: product?.brand ?? '',
    price: text(product?.priceData?.price),
    discountType: discount === 'AMOUNT' || discount === 'PERCENT' ? discount : 'NONE',
    discountValue: discount === 'AMOUNT' || discount === 'PERCENT' ? text(product?.discount?.value) : '',
    cost: text(product?.costAndProfitData?.itemCost),
    weight: text(product?.weight),
    trackInventory: product?.stock?.trackInventory ?? false,
    quantity: text(product?.stock?.quantity),
    inStock: product?.stock?.inStock ?? true,
    seoTitle: seoText(product, 'title'),
    seoDescription: seoText(product, 'description'),
    manageVariants: product?.manageVariants ?? false,
    options: (product?.productOptions ?? []).map((option) => ({
      name: option.name ?? '',
      optionType: option.optionType === 'color' ? 'color' : 'drop_down',
      choices: (option.choices ?? []).map((choice) =>
        option.optionType === 'color'
          ? { name: choice.description ?? '', color: choice.value ?? '#000000' }
          : { name: choice.value ?? choice.description ?? '', color: '' },
      ),
    })),
  };
}

export interface DraftCheck {
  input?: ProductInput;
  /** Field path (as the server names it) → message. */
  errors: Record<string, string>;
}

function readAmount(raw: string, field: string, errors: Record<string, string>): number | undefined {
  const trimmed = raw.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) errors[field] = 'Enter a number.';
  else if (value < 0) errors[field] = 'Enter 0 or more.';
  else return value;
  return undefined;
}

function optionsInput(options: OptionDraft[]): NonNullable<ProductInput['productOptions']> {
  return options.map((option) => ({
    name: option.name.trim(),
    optionType: option.optionType,
    choices: option.choices.map((choice) =>
      option.optionType === 'color'
        ? { value: choice.color || '#000000', description: choice.name.trim() }
        : { value: choice.name.trim(), description: choice.name.trim() },
    ),
  }));
}

function seoInput(draft: ProductDraft): ProductInput['seoData'] {
  const tags: Record<string, unknown>[] = [];
  if (draft.seoTitle.trim()) tags.push({ type: 'title', children: draft.seoTitle.trim() });
  if (draft.seoDescription.trim()) {
    tags.push({ type: 'meta', props: { name: 'description', content: draft.seoDescription.trim() } });
  }
  return { tags };
}

/** The create body for `draft`, or the fields whose values cannot be sent. */
export function productInputFromDraft(draft: ProductDraft): DraftCheck {
  const errors: Record<string, string> = {};
  if (!draft.name.trim()) errors.name = 'Enter a name.';
  const price = readAmount(draft.price, 'priceData.price', errors);
  const cost = readAmount(draft.cost, 'costAndProfitData.itemCost', errors);
  const weight = readAmount(draft.weight, 'weight', errors);
  const discountValue =
    draft.discountType === 'NONE' ? undefined : readAmount(draft.discountValue, 'discount.value', errors);
  const quantity = draft.trackInventory ? readAmount(draft.quantity, 'stock.quantity', errors) : undefined;
  if (quantity !== undefined && !Number.isInteger(quantity))
    errors['stock.quantity'] = 'Enter a whole number.';
  draft.options.forEach((option, index) => {
    if (!option.name.trim()) errors[`productOptions[${index}].name`] = 'Enter the option name.';
    if (option.choices.length === 0 || option.choices.some((c) => !c.name.trim())) {
      errors[`productOptions[${index}].choices`] = 'Give every choice a name.';
    }
  });
  if (Object.keys(errors).length > 0) return { errors };
  const input: ProductInput = {
    name: draft.name.trim(),
    description: draft.description,
    sku: draft.sku.trim(),
    productType: draft.productType,
    visible: draft.visible,
    ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
    ...(draft.ribbon.trim() ? { ribbon: draft.ribbon.trim() } : {}),
    ...(draft.brand.trim() ? { brand: draft.brand.trim() } : {}),
    ...(price !== undefined ? { priceData: { price } } : {}),
    ...(cost !== undefined ? { costAndProfitData: { itemCost: cost } } : {}),
    ...(weight !== undefined ? { weight } : {}),
    discount:
      draft.discountType === 'NONE'
        ? { type: 'NONE' }
        : { type: draft.discountType, ...(discountValue !== undefined ? { value: discountValue } : {}) },
    stock: draft.trackInventory
      ? { trackInventory: true, ...(quantity !== undefined ? { quantity } : {}) }
      : { trackInventory: false, inStock: draft.inStock },
    seoData: seoInput(draft),
    manageVariants: draft.manageVariants,
    productOptions: optionsInput(draft.options),
  };
  return { input, errors };
}

/** What saving an edited product takes: the patch, and the removals the patch cannot express. */
export interface ProductUpdate {
  patch: Omit<ProductPatch, 'id'>;
  removeRibbon: boolean;
  removeBrand: boolean;
  /** The options were all removed: the patch leaves options out and they are deleted on their own. */
  deleteOptions: boolean;
}

/**
 * The update for `draft` against the saved `product`. Options are only sent when they changed, because
 * replacing them rebuilds the variants and loses their prices.
 */
export function productUpdateFromDraft(
  draft: ProductDraft,
  product: Product,
): { update?: ProductUpdate; errors: Record<string, string> } {
  const { input, errors } = productInputFromDraft(draft);
  if (!input) return { errors };
  const { productOptions, ...rest } = input;
  const saved = draftFromProduct(product);
  const optionsChanged = JSON.stringify(saved.options) !== JSON.stringify(draft.options);
  const deleteOptions = optionsChanged && draft.options.length === 0;
  // A cost emptied is sent as no cost (itemCost null), not left as it was nor saved as 0.
  const costCleared = rest.costAndProfitData === undefined && product.costAndProfitData?.itemCost != null;
  const patch: Omit<ProductPatch, 'id'> = {
    ...rest,
    ...(costCleared ? { costAndProfitData: { itemCost: null } } : {}),
    ...(optionsChanged && !deleteOptions ? { productOptions } : {}),
  };
  return {
    update: {
      patch,
      removeRibbon: !input.ribbon && !!product.ribbon,
      removeBrand: !input.brand && !!product.brand,
      deleteOptions,
    },
    errors,
  };
}
