// Where the store may send webhooks: public addresses only, unless the operator allows private ones
// (`--allow-private-webhooks`), so a subscription cannot make the server call into its own network.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { ipv4Of, ipv6Groups } from '../../../lib/ip-address.js';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-compatible forms (deprecated); the forms that embed an IPv4 address are checked by what they carry.
  ['::', 96],
  ['64:ff9b:1::', 48],
  // Discard-only: nothing answers there.
  ['100::', 64],
  // Teredo: a tunnel through the relay and client addresses it carries (obfuscated), refused outright
  // rather than decoded, since no webhook receiver is reached through one.
  ['2001::', 32],
  // ORCHID and ORCHIDv2: identifiers, not routable addresses.
  ['2001:10::', 28],
  ['2001:20::', 28],
  // Benchmarking and documentation.
  ['2001:2::', 48],
  ['2001:db8::', 32],
  ['3fff::', 20],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/**
 * The IPv4 address an IPv6 address stands for, where the network would deliver it to one: IPv4-mapped
 * (::ffff:0:0/96), IPv4-translated (::ffff:0:0:0/96) and NAT64 (64:ff9b::/96) in the last 32 bits, 6to4
 * (2002::/16) in bits 16-47.
 */
function embeddedIpv4(address: string): string | undefined {
  const g = ipv6Groups(address);
  if (g === undefined) return undefined;
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return ipv4Of(g[6]!, g[7]!);
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return ipv4Of(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return ipv4Of(g[6]!, g[7]!);
  if (g[0] === 0x2002) return ipv4Of(g[1]!, g[2]!);
  return undefined;
}

/** Whether an IP address is private, loopback, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return blocked.check(address, 'ipv4');
  const carried = embeddedIpv4(address);
  if (carried !== undefined && blocked.check(carried, 'ipv4')) return true;
  return blocked.check(address.split('%')[0]!, 'ipv6');
}

/**
 * Whether a host name means this machine whatever the resolver answers (RFC 6761: `localhost` and every
 * name under it, with or without the root's trailing dot), so it is refused before any lookup.
 */
export function refusedHostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** A URL's host as an IP address, when it is one (`[::1]` → `::1`); undefined for a DNS name. */
export function literalAddress(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) === 0 ? undefined : bare;
}

export class RefusedAddressError extends Error {
  override readonly name = 'RefusedAddressError';
  readonly code = 'EADDRREFUSED';
  constructor(host: string, address: string) {
    super(`refused: ${host} resolves to ${address}, a private address`);
  }
}

/**
 * A `lookup` for outgoing connections that resolves the name, then refuses it when any of its addresses is
 * private: the address checked is the one connected to, so a name cannot change between check and use.
 */
export function publicOnlyLookup(): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(
      hostname,
      { family: options.family ?? 0, hints: options.hints ?? 0, all: true },
      (error, found) => {
        if (error) return (callback as (e: Error) => void)(error);
        const addresses = found as LookupAddress[];
        const refused = addresses.find((a) => isPrivateAddress(a.address));
        if (refused || addresses.length === 0) {
          return (callback as (e: Error) => void)(
            new RefusedAddressError(hostname, refused?.address ?? 'nothing'),
          );
        }
        if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
        const first = addresses[0]!;
        return callback(null, first.address, first.family);
      },
    );
  };
}
