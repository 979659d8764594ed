// Which addresses and host names a webhook may reach: the private ranges, the IPv6 forms that carry one, and
// the public addresses that must stay reachable.
import { describe, expect, it } from 'vitest';
import { isPrivateAddress, refusedHostName } from './outbound-address.js';

describe('isPrivateAddress', () => {
  it.each([
    // IPv4 itself.
    '127.0.0.1',
    '10.1.2.3',
    '169.254.169.254',
    '192.168.0.10',
    '100.64.0.1',
    // IPv4-mapped (::ffff:0:0/96).
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe',
    // IPv4-translated (::ffff:0:0:0/96).
    '::ffff:0:7f00:1',
    '::ffff:0:a9fe:a9fe',
    '::ffff:0:10.0.0.1',
    // NAT64 (64:ff9b::/96): the cloud metadata address behind a NAT64 gateway.
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::169.254.169.254',
    '64:ff9b::7f00:1',
    '64:ff9b::c0a8:1',
    '64:ff9b:1::a9fe:a9fe',
    // 6to4 (2002::/16): the IPv4 address is bits 16-47.
    '2002:a9fe:a9fe::',
    '2002:7f00:1::1',
    '2002:0a00:0001:1234::5',
    '2002:c0a8:0001::',
    // Teredo (2001::/32), whatever it carries.
    '2001::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:0:a9fe:a9fe::5601:5601',
    // Discard-only (100::/64) and ORCHID (2001:10::/28, 2001:20::/28).
    '100::',
    '100::1',
    '2001:10::1',
    '2001:1f:ffff::1',
    '2001:20::1',
    // Loopback, unspecified, IPv4-compatible, unique local, link-local, multicast, documentation.
    '::1',
    '::',
    '::7f00:1',
    'fd00::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '2001:db8::1',
    '3fff::1',
    '2001:2::1',
    // Not an address at all.
    'localhost',
    '',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '1.1.1.1',
    '8.8.8.8',
    '203.0.114.1',
    '2606:4700::1111',
    '2606:4700:4700::1001',
    '2001:4860:4860::8888',
    '2a00:1450:4001:82a::200e',
    '2001:200::1',
    '2003::1',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '101::1',
  ])('allows %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('refusedHostName', () => {
  it.each(['localhost', 'localhost.', 'LOCALHOST', 'a.localhost', 'deep.a.localhost.', 'x.LocalHost'])(
    'refuses %s',
    (host) => {
      expect(refusedHostName(host)).toBe(true);
    },
  );

  it.each(['shop.example', 'localhost.example', 'mylocalhost', 'localhostx.com', 'hooks.example.com.'])(
    'allows %s',
    (host) => {
      expect(refusedHostName(host)).toBe(false);
    },
  );
});
