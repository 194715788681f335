import { LOCAL_NETWORK_PLACE } from '@hearth/shared';
import { isIpInRanges } from '../../lib/ip-ranges.js';

/** Loopback, private, link-local and shared (carrier-grade NAT) ranges, IPv4 and IPv6. */
const LOCAL_RANGES: readonly string[] = [
  '127.0.0.0/8',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '169.254.0.0/16',
  '100.64.0.0/10',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
];

/**
 * An approximate place for a client's address. Telling a city from a public address needs a
 * geolocation database (tens of megabytes, updated monthly) or a network service, and the
 * server uses neither: only the local network is named; any other address gives `''`.
 *
 * `'127.0.0.1'` ⇒ `'Local network'`; `'192.168.1.20'` ⇒ `'Local network'`; `'8.8.8.8'` ⇒ `''`
 */
export function placeOf(ip: string): string {
  return isIpInRanges(ip, LOCAL_RANGES) ? LOCAL_NETWORK_PLACE : '';
}
