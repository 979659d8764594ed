// The client address: the socket's peer, or behind trusted proxies the address the farthest of them saw.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientNetwork } from './client-address.js';

/** The address the route sees for a request from `peer` with these headers, trusting `proxies`. */
async function seen(proxies: number, peer: string | undefined, forwardedFor?: string) {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, proxies) ?? 'none'));
  const res = await app.request(
    '/',
    { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } },
    peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer } } },
  );
  return res.text();
}

describe('clientAddress', () => {
  it('is the socket peer without trusted proxies, whatever X-Forwarded-For claims', async () => {
    expect(await seen(0, '203.0.113.7')).toBe('203.0.113.7');
    expect(await seen(0, '203.0.113.7', '192.0.2.1')).toBe('203.0.113.7');
  });

  it('is what the farthest trusted proxy saw, ignoring entries a client put in front', async () => {
    expect(await seen(1, '10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
    expect(await seen(1, '10.0.0.2', 'spoofed, 203.0.113.7')).toBe('203.0.113.7');
    expect(await seen(2, '10.0.0.2', 'spoofed, 203.0.113.7 ,10.0.0.9')).toBe('203.0.113.7');
  });

  it('falls back to the farthest address known when the header names fewer hops', async () => {
    expect(await seen(1, '10.0.0.2')).toBe('10.0.0.2');
    expect(await seen(3, '10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
    expect(await seen(1, '10.0.0.2', ' , ')).toBe('10.0.0.2');
  });

  it('is unknown without a socket (app.request in tests)', async () => {
    expect(await seen(1, undefined, '203.0.113.7')).toBe('none');
  });
});

describe('clientNetwork', () => {
  it('is an IPv4 address itself, however it is written', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, so one subscriber counts once whichever address it picks', () => {
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:DB8:0001:0002::')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(clientNetwork('2001:db8:1:2::1'));
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything that is no address as it is', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
