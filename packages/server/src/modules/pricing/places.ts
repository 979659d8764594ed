// Countries and subdivisions as pricing compares them: a subdivision is always written with its country, `US-CA`.

/**
 * The full ISO 3166-2 form of a subdivision given with or without its country; undefined when it names another
 * country (`DE-BY` for a US address), which then matches no region.
 * @example fullSubdivision('US', 'CA') // 'US-CA'
 */
export function fullSubdivision(country: string, subdivision: string): string | undefined {
  const upper = subdivision.toUpperCase();
  if (!upper.includes('-')) return `${country}-${upper}`;
  return upper.startsWith(`${country}-`) ? upper : undefined;
}

/** The place an address is in, as regions are keyed: country and full subdivision ('' when none). */
export function addressPlace(
  address: { country?: string; subdivision?: string } | undefined,
): { country: string; subdivision: string } | undefined {
  const country = address?.country?.toUpperCase();
  if (!country) return undefined;
  const subdivision = address?.subdivision ? (fullSubdivision(country, address.subdivision) ?? '') : '';
  return { country, subdivision };
}
