// Descriptors built from the contracts' conversion tables, so a call file names its table once instead of
// copying its response side field by field.
import type { ConversionPaths } from './convert.js';
import type { CallDescriptor, HttpMethod } from './types.js';

/** A contracts conversion table: what a call's request and response hold (only the response side is read). */
interface ResponseTable {
  response: { timestamps: ConversionPaths; floats: ConversionPaths };
}

/**
 * The descriptor of a call whose response converts as `table` says (timestamps → Date, floats → numbers).
 * Call files keep it as a module constant: the converter compiles each descriptor once.
 *
 * @example
 * const descriptor = describeCall('GET', '/ecom/v1/orders/{id}', ORDER_RESPONSE_CONVERSIONS);
 */
export function describeCall(method: HttpMethod, path: string, table: ResponseTable): CallDescriptor {
  return { method, path, dates: table.response.timestamps, floats: table.response.floats };
}

/** The descriptor of a call whose response holds only timestamps to convert, at `dates`. */
export function describeDatedCall(method: HttpMethod, path: string, dates: ConversionPaths): CallDescriptor {
  return { method, path, dates };
}
