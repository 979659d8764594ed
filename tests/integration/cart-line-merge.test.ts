// The line-merge rule agrees between the server and the optimistic cart: over random pairs of adds against the real
// server, the second add lands on the first line exactly when the optimistic cart predicted it would. Only a
// reference by option choices against one by variant id of the same variant is beyond the client (the server alone
// resolves choices), so there the prediction may only err towards two lines, never merge what the server keeps apart.
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@cartwright/client';
import { type Cart, type CatalogReference, currentCart } from '@cartwright/client/cart';
import { newPlaceholderId, withAddedLineItems } from '@cartwright/client/cart-store';
import { createProduct, type Product } from '@cartwright/client/products';
import { STORE_CATALOG_APP_ID } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../packages/server/src/testing.js';
import { type StoreFixture, startStoreFixture } from './store-fixture.js';

const PAIRS = 60;
const TEXT_FIELDS = [{ title: 'Engraving' }, { title: 'Gift note' }];

/** A small deterministic generator, so a failing pair can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return {
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

type Form = 'id' | 'choices' | 'none';
interface Add {
  form: Form;
  reference: CatalogReference;
}

describe('line merging: the server and the optimistic cart agree', () => {
  let store: StoreFixture;
  let shirt: Product;
  let mug: Product;

  beforeAll(async () => {
    store = await startStoreFixture();
    const { apiKey } = await createApiKey(store.deps, { name: 'line merge test' });
    const admin = createClient({
      host: 'http://store.test',
      auth: ApiKeyStrategy({ apiKey }),
      fetch: store.fetch,
    });
    shirt = await createProduct(admin, {
      name: 'Merge Shirt',
      priceData: { price: 20 },
      manageVariants: true,
      productOptions: [
        { name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] },
        { name: 'Color', choices: [{ value: 'Red' }, { value: 'Blue' }] },
      ],
      customTextFields: TEXT_FIELDS,
    });
    mug = await createProduct(admin, {
      name: 'Merge Mug',
      priceData: { price: 10 },
      customTextFields: TEXT_FIELDS,
    });
  });
  afterAll(() => store.close());

  const visitor = () =>
    createClient({
      host: 'http://store.test',
      auth: OAuthStrategy({ clientId: store.clientId }),
      fetch: store.fetch,
      modules: { currentCart },
    });

  /** A random valid add: the shirt by variant id or by choices (keys in either order), or the mug; some custom text. */
  function randomAdd(r: ReturnType<typeof random>): Add {
    const text = r.pick<Record<string, string> | undefined>([
      undefined,
      {},
      { Engraving: 'A' },
      { Engraving: 'B' },
      { Engraving: 'A', 'Gift note': 'hi' },
      { 'Gift note': 'hi', Engraving: 'A' },
    ]);
    const customText = text === undefined ? {} : { customTextFields: text };
    if (r.chance(0.25)) {
      const options = text === undefined ? undefined : customText;
      return {
        form: 'none',
        reference: { appId: STORE_CATALOG_APP_ID, catalogItemId: mug.id!, ...(options ? { options } : {}) },
      };
    }
    const variant = r.pick(shirt.variants!);
    const choices = variant.choices as Record<string, string>;
    const byId = r.chance(0.5);
    const ordered = r.chance(0.5) ? choices : Object.fromEntries(Object.entries(choices).reverse());
    return {
      form: byId ? 'id' : 'choices',
      reference: {
        appId: STORE_CATALOG_APP_ID,
        catalogItemId: shirt.id!,
        options: { ...(byId ? { variantId: variant.id! } : { options: ordered }), ...customText },
      },
    };
  }

  const lines = (cart: Cart | null) => cart?.lineItems?.map((line) => line.quantity) ?? [];

  it(`over ${PAIRS} random pairs of adds, the server merges exactly what the optimistic cart predicts`, async () => {
    expect(shirt.variants).toHaveLength(4);
    const r = random(20_240_611);
    const outcomes = { merged: 0, apart: 0, mixedForms: 0 };
    for (let i = 0; i < PAIRS; i++) {
      const first = randomAdd(r);
      // Half the time the second add is the first one again, in another form or key order where it has one.
      const second = r.chance(0.5) ? { ...first, ...sameItemAgain(first, r) } : randomAdd(r);
      const shopper = visitor();
      const { cart: before } = await shopper.currentCart.addToCurrentCart({
        lineItems: [{ quantity: 1, catalogReference: first.reference }],
      });
      const predicted = withAddedLineItems(
        before,
        [{ quantity: 2, catalogReference: second.reference }],
        [newPlaceholderId()],
      );
      const { cart: after } = await shopper.currentCart.addToCurrentCart({
        lineItems: [{ quantity: 2, catalogReference: second.reference }],
      });
      const pair = JSON.stringify([first.reference, second.reference]);
      const serverMerged = lines(after).length === 1;
      const predictedMerged = lines(predicted).length === 1;
      if (first.form === second.form || first.form === 'none' || second.form === 'none') {
        expect(predictedMerged, pair).toBe(serverMerged);
        expect(lines(predicted), pair).toEqual(lines(after));
      } else {
        outcomes.mixedForms++;
        if (predictedMerged) expect(serverMerged, pair).toBe(true);
      }
      outcomes[serverMerged ? 'merged' : 'apart']++;
    }
    // The pairs exercised both answers, not one.
    expect(outcomes.merged).toBeGreaterThan(10);
    expect(outcomes.apart).toBeGreaterThan(10);
    expect(outcomes.mixedForms).toBeGreaterThan(0);
  });

  /** The same item as `add`: by id or by choices (the choices' keys shuffled), custom text keys reordered. */
  function sameItemAgain(add: Add, r: ReturnType<typeof random>): Add {
    const options = add.reference.options;
    const text = options?.customTextFields;
    const reorderedText = text
      ? { customTextFields: Object.fromEntries(Object.entries(text).reverse()) }
      : {};
    if (add.form === 'none') {
      return {
        form: 'none',
        reference: { ...add.reference, ...(options ? { options: { ...reorderedText } } : {}) },
      };
    }
    const variant = shirt.variants!.find((v) =>
      add.form === 'id'
        ? v.id === options!.variantId
        : Object.entries(v.choices as Record<string, string>).every(
            ([k, value]) => options!.options![k] === value,
          ),
    )!;
    const byId = r.chance(0.5);
    const choices = Object.fromEntries(Object.entries(variant.choices as Record<string, string>).reverse());
    return {
      form: byId ? 'id' : 'choices',
      reference: {
        ...add.reference,
        options: { ...(byId ? { variantId: variant.id! } : { options: choices }), ...reorderedText },
      },
    };
  }
});
