import { describe, expect, it } from 'vitest';
import { isPublicAddress, mayConnectTo, mayUsePort } from './address-policy.js';

describe('isPublicAddress', () => {
  it.each([
    ['IPv4 loopback', '127.0.0.1'],
    ['IPv4 loopback, anywhere in 127/8', '127.255.0.9'],
    ['IPv6 loopback', '::1'],
    ['10/8', '10.1.2.3'],
    ['172.16/12, first', '172.16.0.1'],
    ['172.16/12, last', '172.31.255.254'],
    ['192.168/16', '192.168.1.1'],
    ['link-local, cloud metadata', '169.254.169.254'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 link-local with a zone', 'fe80::1%eth0'],
    ['IPv6 unique local, fc00::/7', 'fc00::1'],
    ['IPv6 unique local, fd', 'fd12:3456::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped loopback, hex form', '::ffff:7f00:1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['carrier-grade NAT, 100.64/10', '100.64.0.1'],
    ['carrier-grade NAT, last', '100.127.255.254'],
    ['unspecified IPv4', '0.0.0.0'],
    ['"this network", 0/8', '0.1.2.3'],
    ['unspecified IPv6', '::'],
    ['IPv4 multicast', '224.0.0.1'],
    ['IPv6 multicast', 'ff02::1'],
    ['broadcast', '255.255.255.255'],
    ['reserved 240/4', '240.0.0.1'],
    ['documentation', '192.0.2.1'],
    ['benchmarking', '198.18.0.1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['6to4 (embeds IPv4)', '2002:7f00:1::1'],
    ['Teredo (embeds IPv4)', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['NAT64 (embeds IPv4)', '64:ff9b::7f00:1'],
    ['IPv4-compatible (deprecated)', '::127.0.0.1'],
    ['IPv6 site-local (deprecated)', 'fec0::1'],
    ['a shorthand a resolver might read as 127.0.0.1', '127.1'],
    ['one number', '2130706433'],
    ['not an address', 'example.com'],
    ['empty', ''],
  ])('refuses %s: %s', (_name, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['a public IPv4 address', '93.184.216.34'],
    ['another', '8.8.8.8'],
    ['just outside 172.16/12', '172.32.0.1'],
    ['just outside 100.64/10', '100.128.0.1'],
    ['just outside 192.168/16', '192.169.0.1'],
    ['a public IPv6 address', '2606:2800:220:1:248:1893:25c8:1946'],
    ['another', '2001:4860:4860::8888'],
    ['IPv4-mapped public', '::ffff:8.8.8.8'],
    ['bracketed IPv6', '[2001:4860:4860::8888]'],
  ])('allows %s: %s', (_name, address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('mayConnectTo', () => {
  const policy = (allowAddresses: string[]) => ({ allowAddresses, allowPorts: [] });

  it('allows non-public addresses only when listed, by address or range', () => {
    expect(mayConnectTo('127.0.0.1', policy([]))).toBe(false);
    expect(mayConnectTo('127.0.0.1', policy(['127.0.0.1']))).toBe(true);
    expect(mayConnectTo('127.0.0.2', policy(['127.0.0.1']))).toBe(false);
    expect(mayConnectTo('10.1.2.3', policy(['10.1.0.0/16']))).toBe(true);
    expect(mayConnectTo('10.2.0.1', policy(['10.1.0.0/16']))).toBe(false);
    expect(mayConnectTo('::1', policy(['::1']))).toBe(true);
  });

  it('matches an IPv4-mapped address against the IPv4 list', () => {
    expect(mayConnectTo('::ffff:127.0.0.1', policy(['127.0.0.1']))).toBe(true);
    expect(mayConnectTo('::ffff:127.0.0.2', policy(['127.0.0.1']))).toBe(false);
  });

  it('always allows public addresses', () => {
    expect(mayConnectTo('8.8.8.8', policy([]))).toBe(true);
  });
});

describe('mayUsePort', () => {
  it('allows 80 and 443, and others only when listed', () => {
    expect(mayUsePort(80, { allowAddresses: [], allowPorts: [] })).toBe(true);
    expect(mayUsePort(443, { allowAddresses: [], allowPorts: [] })).toBe(true);
    expect(mayUsePort(8080, { allowAddresses: [], allowPorts: [] })).toBe(false);
    expect(mayUsePort(22, { allowAddresses: [], allowPorts: [8080] })).toBe(false);
    expect(mayUsePort(8080, { allowAddresses: [], allowPorts: [8080] })).toBe(true);
  });
});
