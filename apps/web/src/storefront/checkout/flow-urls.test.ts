// Tests of where the checkout leads after paying and back to the cart: the redirect session's callbacks when they
// are web addresses, the store's own pages otherwise.
import { describe, expect, it } from 'vitest';
import { afterOrder, cartDestination, flowUrls } from './flow-urls.js';

describe('flowUrls', () => {
  it('reads the callbacks the ecomCheckout redirect session adds', () => {
    const search = new URLSearchParams({
      thankYouPageUrl: 'https://shop.example/thanks?src=x',
      postFlowUrl: 'https://shop.example/',
      cartPageUrl: 'http://localhost:3000/cart',
      other: 'https://x.example/',
    });
    expect(flowUrls(`?${search}`)).toEqual({
      thankYouPageUrl: 'https://shop.example/thanks?src=x',
      postFlowUrl: 'https://shop.example/',
      cartPageUrl: 'http://localhost:3000/cart',
    });
  });

  it('drops script, data and relative addresses', () => {
    const search = new URLSearchParams({
      thankYouPageUrl: 'javascript:alert(1)',
      postFlowUrl: 'data:text/html,hi',
      cartPageUrl: '//evil.example/cart',
    });
    expect(flowUrls(`?${search}`)).toEqual({});
    expect(flowUrls('')).toEqual({});
  });
});

describe('afterOrder', () => {
  it('opens the session’s thank-you page with the order id', () => {
    expect(
      afterOrder(
        { thankYouPageUrl: 'https://shop.example/thanks?src=x', postFlowUrl: 'https://a.example/' },
        'o 1',
      ),
    ).toEqual({ external: 'https://shop.example/thanks?src=x&orderId=o+1' });
  });

  it('falls back to the post-flow page, then to the store’s thank-you page', () => {
    expect(afterOrder({ postFlowUrl: 'https://shop.example/' }, 'o-1')).toEqual({
      external: 'https://shop.example/',
    });
    expect(afterOrder({}, 'o/1')).toEqual({ path: '/thank-you/o%2F1' });
  });

  it('leads back to the session’s cart page or the store’s cart', () => {
    expect(cartDestination({ cartPageUrl: 'https://shop.example/cart' })).toEqual({
      external: 'https://shop.example/cart',
    });
    expect(cartDestination({})).toEqual({ path: '/cart' });
  });
});
