// IPv6 addresses as their eight 16-bit groups, for the checks that look inside one (the IPv4 address it
// carries, the /64 its holder picks addresses from).
import { isIP } from 'node:net';

/**
 * The eight groups of an IPv6 address (a trailing dotted quad and a zone allowed), or undefined for anything
 * `isIP` does not take as IPv6.
 * @example ipv6Groups('64:ff9b::a9fe:a9fe') // [0x64, 0xff9b, 0, 0, 0, 0, 0xa9fe, 0xa9fe]
 */
export function ipv6Groups(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined;
  let text = address.split('%')[0]!;
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** The dotted IPv4 address of two groups. */
export const ipv4Of = (high: number, low: number): string =>
  `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
