// The address of the client that sent a request: the socket's peer, or behind trusted proxies the address
// the farthest of them saw, read from X-Forwarded-For (each proxy appends the address it got the request
// from). Entries beyond the trusted proxies are ignored: anyone can send the header.
import type { Context } from 'hono';
import { ipv4Of, ipv6Groups } from '../lib/ip-address.js';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The client's address, or undefined when the request did not come through @hono/node-server (tests
 * calling `app.request()` without bindings).
 * @example clientAddress(c, 1) // '203.0.113.7' for X-Forwarded-For '198.51.100.1, 203.0.113.7' from the load balancer
 */
export function clientAddress(c: Context, trustedProxies: number): string | undefined {
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress || undefined;
  if (peer === undefined || trustedProxies === 0) return peer;
  // Nearest first: the peer (the last proxy), then what each proxy saw, right to left.
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .reverse();
  const hops = [peer, ...forwarded];
  return hops[Math.min(trustedProxies, hops.length - 1)];
}

/**
 * What a limit per client counts a client address as: an IPv4 address itself (IPv4-mapped ones too), and an
 * IPv6 address as its /64, since one subscriber is handed a whole /64 and may use any address in it.
 * @example clientNetwork('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 */
export function clientNetwork(address: string): string {
  const groups = ipv6Groups(address);
  if (groups === undefined) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return ipv4Of(groups[6]!, groups[7]!);
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
