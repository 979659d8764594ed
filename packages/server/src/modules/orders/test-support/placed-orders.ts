// Orders for the admin step tests: tracked products made through the catalog API, and orders placed on them
// through the orders face (as the place-order flow stores them, stock already taken).
import { randomUUID } from 'node:crypto';
import type { Order, Product, ProductResponse } from '@cartwright/contracts';
import type { TestApp } from '../../../test-support/test-app.js';
import { insertPlacedOrder, numberPlacedOrder } from '../index.js';
import { moneyOf } from '../order-view.js';

type Json = (method: string, path: string, body?: unknown) => Response | Promise<Response>;

/** A product tracking `quantity` units of its own stock. */
export async function trackedProduct(admin: Json, name: string, quantity: number): Promise<Product> {
  const res = await admin('POST', '/stores/v1/products', {
    product: {
      name,
      productType: 'physical',
      priceData: { price: 20 },
      stock: { trackInventory: true, quantity },
    },
  });
  if (res.status !== 200) throw new Error(`product: ${res.status} ${await res.text()}`);
  return ((await res.json()) as ProductResponse).product;
}

/** A product with sizes S and M, each variant tracking `quantity` units. */
export async function sizedProduct(admin: Json, name: string, quantity: number): Promise<Product> {
  const res = await admin('POST', '/stores/v1/products', {
    product: {
      name,
      productType: 'physical',
      priceData: { price: 15 },
      manageVariants: true,
      productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] }],
    },
  });
  if (res.status !== 200) throw new Error(`product: ${res.status} ${await res.text()}`);
  const product = ((await res.json()) as ProductResponse).product;
  const stock = await admin('PATCH', `/stores/v1/products/${product.id}/variants`, {
    variants: [{ variantIds: product.variants!.map((v) => v.id), stock: { trackQuantity: true, quantity } }],
  });
  if (stock.status !== 200) throw new Error(`variants: ${stock.status} ${await stock.text()}`);
  return product;
}

export interface PlacedLine {
  product: Product;
  /** The variant bought; absent for a product without variants. */
  variantId?: string;
  quantity: number;
  unitPrice: string;
  /** Whether placing took it from stock (true unless told). */
  stockTaken?: boolean;
}

/**
 * An order as the place-order flow stores it: PAID for its total by card, or NOT_PAID when paid offline.
 * @example const order = await placedOrder(t, { lines: [{ product, quantity: 2, unitPrice: '20.00' }] })
 */
export async function placedOrder(
  t: TestApp,
  input: { lines: PlacedLine[]; paid?: boolean; email?: string; memberId?: string; currency?: string },
): Promise<Order> {
  const currency = input.currency ?? 'USD';
  const cents = input.lines.map((l) => Math.round(Number(l.unitPrice) * 100) * l.quantity);
  const total = (cents.reduce((a, b) => a + b, 0) / 100).toFixed(2);
  const zero = moneyOf('0', currency);
  const paid = input.paid ?? true;
  const email = input.email ?? `buyer-${randomUUID().slice(0, 8)}@shop.example`;
  return t.deps.db.transaction().execute(async (trx) => {
    const order = await insertPlacedOrder(trx, t.deps.clock, {
      id: randomUUID(),
      checkoutId: randomUUID(),
      owner: input.memberId ? { kind: 'member', id: input.memberId } : { kind: 'visitor', id: randomUUID() },
      buyerEmail: email,
      currency,
      total,
      paid: paid ? total : '0',
      paymentStatus: paid ? 'PAID' : 'NOT_PAID',
      attempts: [
        {
          id: randomUUID(),
          method: paid ? 'CARD' : 'OFFLINE',
          outcome: 'APPROVED',
          ...(paid ? { last4: '4242' } : {}),
          createdDate: t.deps.clock().toISOString(),
        },
      ],
      snapshot: {
        buyerInfo: { email, ...(input.memberId ? { memberId: input.memberId } : {}) },
        priceSummary: {
          subtotal: moneyOf(total, currency),
          shipping: zero,
          tax: zero,
          discount: zero,
          total: moneyOf(total, currency),
          additionalFees: zero,
        },
        appliedDiscounts: [],
      },
      lines: input.lines.map((line, position) => ({
        id: randomUUID(),
        position,
        product_id: line.product.id!,
        variant_id: line.variantId ?? null,
        quantity: line.quantity,
        stock_taken: line.stockTaken ?? true,
        unit_price: line.unitPrice,
        total_price: (Math.round(Number(line.unitPrice) * 100 * line.quantity) / 100).toFixed(2),
        snapshot: {
          productName: { original: line.product.name },
          catalogReference: {
            catalogItemId: line.product.id!,
            appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
            ...(line.variantId ? { options: { variantId: line.variantId } } : {}),
          },
          descriptionLines: Object.entries(
            line.product.variants?.find((v) => v.id === line.variantId)?.choices ?? {},
          ).map(([name, value]) => ({ name: { original: name }, plainText: { original: value } })),
        },
      })),
      activities: [
        { type: 'ORDER_PLACED', actor: 'BUYER' },
        ...(paid ? [{ type: 'ORDER_PAID' as const, actor: 'BUYER' as const }] : []),
      ],
    });
    return numberPlacedOrder(trx, order);
  });
}

/** The last line of every buyer e-mail of this order: its signed link below http://localhost (tests' public URL). */
export const orderLinkLine = (orderId: string): RegExp =>
  new RegExp(`See your order: http://localhost/orders/${orderId}\\?key=[A-Za-z0-9_-]{43}\\n`);
