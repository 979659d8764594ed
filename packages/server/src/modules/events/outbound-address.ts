// Where the store may send webhooks: public addresses only, unless the operator allows private ones
// (`--allow-private-webhooks`), so a subscription cannot make the server call into its own network.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

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
  // IPv4-compatible forms (deprecated); IPv4-mapped ones (::ffff:a.b.c.d) are checked against the IPv4 list.
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is private, loopback, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
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
