// Builds a TypeBox schema from one of the enumeration const lists, so each list is written once.
import { type TLiteral, type TUnion, Type } from '@sinclair/typebox';

export function literalUnion<const T extends readonly string[]>(
  values: T,
  options: { description?: string } = {},
): TUnion<TLiteral<T[number]>[]> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  );
}
