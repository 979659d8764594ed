// What a product read needs from the request itself: the storefront origin for productPageUrl.
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.js';

export interface ReadContext {
  /** Origin of the request (`https://shop.example`), the base of product page URLs. */
  baseUrl: string;
}

export const readContext = (c: Context<AppEnv>): ReadContext => ({ baseUrl: new URL(c.req.url).origin });
