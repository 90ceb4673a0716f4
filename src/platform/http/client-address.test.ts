import { describe, expect, it } from 'vitest';
import { limitKeyOf, normalizeAddress, resolveClientAddress, trustedProxyList, unknownAddress } from './client-address';
import { ipVersion, parseProxyEntry } from './ip-address';

const none = trustedProxyList([]);
const balancer = trustedProxyList(['10.0.0.0/8', '2001:db8:ffff::/48']);

describe('resolveClientAddress', () => {
  it('believes only the socket when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('198.51.100.7', '203.0.113.1', none)).toBe('198.51.100.7');
    expect(resolveClientAddress('198.51.100.7', '10.0.0.1, 203.0.113.1', none)).toBe('198.51.100.7');
    expect(resolveClientAddress('::ffff:127.0.0.1', undefined, none)).toBe('127.0.0.1');
  });

  it('behind a trusted proxy takes the first untrusted hop from the right, not the client-written left end', () => {
    // The client wrote "1.1.1.1"; the balancer appended the address it saw (203.0.113.9).
    expect(resolveClientAddress('10.1.2.3', '1.1.1.1, 203.0.113.9', balancer)).toBe('203.0.113.9');
    // Two trusted hops in a row: both skipped.
    expect(resolveClientAddress('10.1.2.3', '1.1.1.1, 203.0.113.9, 10.9.9.9', balancer)).toBe('203.0.113.9');
    expect(resolveClientAddress('2001:db8:ffff::1', ['9.9.9.9', '2001:db8:1::5'], balancer)).toBe('2001:db8:1::5');
  });

  it('keeps the proxy itself when the header is missing or a hop is garbage', () => {
    expect(resolveClientAddress('10.1.2.3', undefined, balancer)).toBe('10.1.2.3');
    expect(resolveClientAddress('10.1.2.3', 'not-an-ip', balancer)).toBe('10.1.2.3');
    expect(resolveClientAddress(undefined, '203.0.113.9', balancer)).toBe(unknownAddress);
  });
});

describe('addresses', () => {
  it('normalizes mapped IPv4, zones, ports and case; refuses what is not an address', () => {
    expect(normalizeAddress('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('192.0.2.1:5123')).toBe('192.0.2.1');
    expect(normalizeAddress('192.0.2.300')).toBeNull();
    expect(normalizeAddress('unknown')).toBeNull();
  });

  it('counts IPv6 per /64 (a client picks any address in it) and IPv4 per address', () => {
    expect(limitKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOf('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKeyOf('192.0.2.1')).toBe('192.0.2.1');
  });

  it('parses proxy entries as addresses or CIDR blocks', () => {
    expect(parseProxyEntry('10.0.0.0/8')).toEqual({ address: '10.0.0.0', prefix: 8, family: 'ipv4' });
    expect(parseProxyEntry('::1')).toEqual({ address: '::1', prefix: 128, family: 'ipv6' });
    expect(parseProxyEntry('10.0.0.0/40')).toBeNull();
    expect(parseProxyEntry('lb.internal')).toBeNull();
    expect(parseProxyEntry('fe80::1%eth0')).toBeNull();
  });

  it('knows address syntax without node:net', () => {
    expect(['192.0.2.1', '255.255.255.255', '::1', '2001:db8::1', '::ffff:192.0.2.1'].map(ipVersion)).toEqual([4, 4, 6, 6, 6]);
    expect(['256.1.1.1', '01.2.3.4x', '1::2::3', 'gggg::1', '[::1]', 'localhost', ''].map(ipVersion)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
