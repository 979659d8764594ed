// Turns a validated product input (create or patch) into column values, with the checks a schema cannot make.
import type { FieldViolation, ProductPatch } from '@cartwright/contracts';
import { centsToDecimal, toCents } from '../../money/money.js';
import type { ProductRowUpdate } from './products.table.js';

const json = (value: unknown) => JSON.stringify(value);
const decimal = (value: number) => centsToDecimal(toCents(value));

/** Column values for the fields present in `input`; absent fields are left alone. */
export function productColumns(
  input: ProductPatch,
  field: string,
): { columns: ProductRowUpdate; violations: FieldViolation[] } {
  const violations: FieldViolation[] = [];
  const c: ProductRowUpdate = {};
  if (input.name !== undefined) {
    if (input.name.trim() === '') {
      violations.push({
        field: `${field}.name`,
        description: 'must not be blank',
        violatedRule: 'MIN_LENGTH',
      });
    }
    c.name = input.name.trim();
  }
  if (input.description !== undefined) c.description = input.description;
  if (input.sku !== undefined) c.sku = input.sku;
  if (input.visible !== undefined) c.visible = input.visible;
  if (input.productType !== undefined) c.product_type = input.productType;
  if (input.ribbon !== undefined) c.ribbon = input.ribbon;
  if (input.brand !== undefined) c.brand = input.brand;
  if (input.manageVariants !== undefined) c.manage_variants = input.manageVariants;
  if (input.weight !== undefined) c.weight = String(input.weight);
  if (input.priceData !== undefined) c.price = decimal(input.priceData.price);
  if (input.costAndProfitData !== undefined) {
    // No itemCost, or null: the product has no cost (not a cost of 0), as the platform's client clears one.
    const { itemCost } = input.costAndProfitData;
    c.cost = itemCost === undefined || itemCost === null ? null : decimal(itemCost);
  }
  if (input.discount !== undefined) {
    const value = input.discount.value ?? 0;
    if (input.discount.type === 'PERCENT' && value > 100) {
      violations.push({
        field: `${field}.discount.value`,
        description: 'must be at most 100 for a PERCENT discount',
        violatedRule: 'MAX',
        data: { limit: 100 },
      });
    }
    c.discount_type = input.discount.type;
    c.discount_value = decimal(value);
  }
  if (input.pricePerUnitData !== undefined) c.price_per_unit_data = json(input.pricePerUnitData);
  if (input.additionalInfoSections !== undefined)
    c.additional_info_sections = json(input.additionalInfoSections);
  if (input.customTextFields !== undefined) c.custom_text_fields = json(input.customTextFields);
  if (input.productDimensions !== undefined) c.product_dimensions = json(input.productDimensions);
  if (input.packageDimensions !== undefined) c.package_dimensions = json(input.packageDimensions);
  if (input.seoData !== undefined) c.seo_data = json(input.seoData);
  if (input.stock?.trackInventory !== undefined) c.track_inventory = input.stock.trackInventory;
  if (input.stock?.quantity !== undefined) c.quantity = input.stock.quantity;
  if (input.stock?.inStock !== undefined) c.in_stock = input.stock.inStock;
  return { columns: c, violations };
}

/** The wire fields an input changes, for ProductChanged `changedFields`. */
export const changedFields = (input: ProductPatch): string[] =>
  Object.keys(input)
    .filter((key) => key !== 'id')
    .sort();
