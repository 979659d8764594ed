// The Idempotency-Key option of the cart calls that create something (add to cart, create checkout).
import type { CallOptions, RequestOptions } from '../http/types.js';

/** Options of a call the server can make idempotent. */
export interface IdempotentCallOptions extends CallOptions {
  /**
   * Sent as `Idempotency-Key`: a repeat with the same key and body gets the stored answer instead of acting
   * twice; the same key with another body is refused (422). Keys are bound to the caller.
   */
  idempotencyKey?: string;
}

/** The request options of an idempotent call: the caller's options, with the key as a header when given. */
export function idempotentRequest({
  idempotencyKey,
  ...options
}: IdempotentCallOptions = {}): RequestOptions {
  return idempotencyKey === undefined
    ? options
    : { ...options, headers: { 'Idempotency-Key': idempotencyKey } };
}
