// PATCH /ecom/v1/checkouts/{id}: the buyer's e-mail, addresses and shipping option, with totals priced again.
import type { Checkout, CheckoutResponse, Product } from '@cartwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appError, eventsAbout, type Requester, violations } from '../modules/cart/test-support/cart-kit.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { ADDRESS, CONTACT, checkoutPath, type OrderKit, orderKit } from './test-support/order-kit.js';

let t: TestApp;
let kit: OrderKit;
let mug: Product;

beforeAll(async () => {
  t = await createTestApp();
  kit = await orderKit(t);
  mug = await kit.createProduct({ name: 'Mug', priceData: { price: 10 }, weight: 0.5 });
});
afterAll(() => t.close());

const patch = (buyer: Requester, id: string, checkout: unknown) =>
  buyer('PATCH', checkoutPath(id), { checkout });

async function patched(buyer: Requester, id: string, checkout: unknown): Promise<Checkout> {
  const res = await patch(buyer, id, checkout);
  const body = (await res.json()) as CheckoutResponse;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.checkout;
}

describe('updating a checkout', () => {
  it('takes the e-mail, address and option, prices shipping again and says what changed in its event', async () => {
    const buyer = await kit.visitor();
    const id = await kit.checkoutOf(buyer, [{ product: mug, quantity: 2 }]);
    const first = await patched(buyer, id, {
      buyerInfo: { email: 'ada@example.com' },
      shippingInfo: { shippingDestination: { address: ADDRESS, contactDetails: CONTACT } },
    });
    expect(first).toMatchObject({
      buyerInfo: { email: 'ada@example.com' },
      shippingInfo: {
        shippingDestination: { address: ADDRESS, contactDetails: CONTACT },
        selectedCarrierServiceOption: { code: 'standard', requestedShippingOption: false },
      },
      priceSummary: {
        subtotal: { amount: '20.00' },
        shipping: { amount: '5.00' },
        total: { amount: '25.00' },
      },
    });
    const express = await patched(buyer, id, {
      shippingInfo: { selectedCarrierServiceOption: { code: 'express' } },
    });
    expect(express.priceSummary).toMatchObject({ shipping: { amount: '15.00' }, total: { amount: '35.00' } });
    // The chosen option stays chosen when the address changes.
    const moved = await patched(buyer, id, {
      shippingInfo: {
        shippingDestination: { address: { ...ADDRESS, city: 'Berkeley', postalCode: '94704' } },
      },
    });
    expect(moved.shippingInfo).toMatchObject({
      shippingDestination: { address: { city: 'Berkeley' }, contactDetails: CONTACT },
      selectedCarrierServiceOption: { code: 'express', requestedShippingOption: true },
    });
    expect(await kit.readCheckout(buyer, id)).toEqual(moved);
    const events = await eventsAbout(t, id);
    expect(events.map((e) => e.type)).toEqual([
      'wix.ecom.v1.checkout_created',
      'wix.ecom.v1.checkout_updated',
      'wix.ecom.v1.checkout_updated',
      'wix.ecom.v1.checkout_updated',
    ]);
    expect(events[1]!.payload).toMatchObject({
      updatedEvent: { modifiedFields: { 'buyerInfo.email': 'ada@example.com' } },
    });
  });

  it('copies the shipping address to billing when asked, or takes its own billing address', async () => {
    const buyer = await kit.visitor();
    const id = await kit.checkoutOf(buyer, [{ product: mug }]);
    const same = await patched(buyer, id, {
      shippingInfo: { shippingDestination: { address: ADDRESS, contactDetails: CONTACT } },
      billingSameAsShipping: true,
    });
    expect(same.billingInfo).toEqual({ address: ADDRESS, contactDetails: CONTACT });
    const billing = {
      address: { ...ADDRESS, city: 'San Jose', postalCode: '95113' },
      contactDetails: { firstName: 'Bo', lastName: 'Li' },
    };
    expect((await patched(buyer, id, { billingInfo: billing })).billingInfo).toEqual(billing);
  });

  it('names every missing or malformed address field, per country', async () => {
    const buyer = await kit.visitor();
    const id = await kit.checkoutOf(buyer, [{ product: mug }]);
    const at = 'checkout.shippingInfo.shippingDestination';
    const fields = async (destination: unknown) =>
      (await violations(await patch(buyer, id, { shippingInfo: { shippingDestination: destination } })))?.map(
        ([field]) => field,
      );
    expect(await fields({ address: { country: 'US' } })).toEqual([
      `${at}.address.addressLine`,
      `${at}.address.city`,
      `${at}.address.postalCode`,
      `${at}.address.subdivision`,
      `${at}.contactDetails.firstName`,
      `${at}.contactDetails.lastName`,
    ]);
    expect(await fields({ address: { ...ADDRESS, postalCode: '9460' }, contactDetails: CONTACT })).toEqual([
      `${at}.address.postalCode`,
    ]);
    expect(await fields({ address: { ...ADDRESS, subdivision: 'CA-ON' }, contactDetails: CONTACT })).toEqual([
      `${at}.address.subdivision`,
    ]);
    const billing = await violations(
      await patch(buyer, id, { billingInfo: { address: { ...ADDRESS, city: '' }, contactDetails: CONTACT } }),
    );
    expect(billing).toEqual([['checkout.billingInfo.address.city', 'REQUIRED_FIELD']]);
    // Nothing was kept of the refused changes.
    expect((await kit.readCheckout(buyer, id)).shippingInfo?.shippingDestination).toEqual({});
  });

  it('refuses an option the address is not offered, bad e-mails, unknown fields and both billing ways at once', async () => {
    const buyer = await kit.visitor();
    const id = await kit.checkoutOf(buyer, [{ product: mug }]);
    await patched(buyer, id, {
      shippingInfo: { shippingDestination: { address: ADDRESS, contactDetails: CONTACT } },
    });
    expect(
      await violations(
        await patch(buyer, id, { shippingInfo: { selectedCarrierServiceOption: { code: 'teleport' } } }),
      ),
    ).toEqual([['checkout.shippingInfo.selectedCarrierServiceOption.code', 'VALIDATION']]);
    expect(
      await violations(
        await patch(buyer, id, {
          billingSameAsShipping: true,
          billingInfo: { address: ADDRESS, contactDetails: CONTACT },
        }),
      ),
    ).toEqual([['checkout.billingInfo', 'ONE_OF_ALIGNMENT']]);
    for (const bad of [
      { buyerInfo: { email: 'nope' } },
      { buyerInfo: { email: `${'a'.repeat(250)}@example.com` } },
      { priceSummary: { total: { amount: '0' } } },
      { shippingInfo: { shippingDestination: { address: { country: 'United States' } } } },
      { billingSameAsShipping: 'yes' },
    ]) {
      expect((await patch(buyer, id, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await buyer('PATCH', checkoutPath(id), {})).status).toBe(400);
  });

  it('takes the checkout’s own id in the body, as gateway clients send it, and refuses another id', async () => {
    const buyer = await kit.visitor();
    const id = await kit.checkoutOf(buyer, [{ product: mug }]);
    const updated = await patched(buyer, id, { id, buyerInfo: { email: 'ada@example.com' } });
    expect(updated).toMatchObject({ id, buyerInfo: { email: 'ada@example.com' } });
    const other = await kit.checkoutOf(await kit.visitor(), [{ product: mug }]);
    expect(
      await violations(await patch(buyer, id, { id: other, buyerInfo: { email: 'x@example.com' } })),
    ).toEqual([['checkout.id', 'VALIDATION']]);
    // Our own client repeats the id at the top of the body; that copy must match too.
    const top = await buyer('PATCH', checkoutPath(id), {
      id,
      checkout: { buyerInfo: { email: 'top@example.com' } },
    });
    expect(top.status).toBe(200);
    expect(
      await violations(
        await buyer('PATCH', checkoutPath(id), {
          id: other,
          checkout: { buyerInfo: { email: 'x@example.com' } },
        }),
      ),
    ).toEqual([['id', 'VALIDATION']]);
    // Checkout-level coupons and gift cards (gateway clients' options) are refused by name, not dropped.
    const res = await buyer('PATCH', checkoutPath(id), { checkout: { id }, couponCode: 'SAVE10' });
    expect(await violations(res)).toEqual([['couponCode', 'FIELD_NOT_ALLOWED']]);
    expect((await kit.readCheckout(buyer, id)).buyerInfo?.email).toBe('top@example.com');
  });

  it('is 404 for other buyers, admins and unknown ids; 401 without a caller', async () => {
    const buyer = await kit.visitor();
    const id = await kit.checkoutOf(buyer, [{ product: mug }]);
    const body = { buyerInfo: { email: 'x@example.com' } };
    for (const other of [await kit.visitor(), await kit.member(), kit.admin]) {
      expect(await appError(await patch(other, id, body))).toEqual({ status: 404, code: 'NOT_FOUND' });
    }
    expect(await appError(await patch(buyer, 'nope', body))).toEqual({ status: 404, code: 'NOT_FOUND' });
    const anonymous = await t.app.request(checkoutPath(id), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ checkout: body }),
    });
    expect(anonymous.status).toBe(401);
    expect((await kit.readCheckout(buyer, id)).buyerInfo?.email).toBeUndefined();
  });
});

describe('checkouts made before their pricing input was kept', () => {
  it('are priced again from their own lines', async () => {
    const buyer = await kit.visitor();
    const id = await kit.checkoutOf(buyer, [{ product: mug, quantity: 3 }]);
    await t.deps.db.updateTable('checkouts').set({ pricing: null }).where('id', '=', id).execute();
    const checkout = await patched(buyer, id, {
      shippingInfo: { shippingDestination: { address: ADDRESS, contactDetails: CONTACT } },
    });
    expect(checkout.priceSummary).toMatchObject({
      subtotal: { amount: '30.00' },
      shipping: { amount: '5.00' },
      total: { amount: '35.00' },
    });
  });
});
