import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { isIpInRanges } from '../../lib/ip-ranges.js';

/** Where the server may connect to fetch a preview, besides public addresses on 80 and 443. */
export interface AddressPolicy {
  /** Addresses or CIDR ranges allowed although not public. */
  allowAddresses: readonly string[];
  /** Ports allowed besides 80 and 443. */
  allowPorts: readonly number[];
}

/** IPv6's global unicast space; everything outside it (and the special ranges inside) is refused. */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/**
 * Tells whether an address is a public unicast address: not loopback, private, link-local,
 * carrier-grade NAT, unspecified, multicast, broadcast, unique-local, documentation or any other
 * special range (ipaddr.js keeps the IANA registries). An IPv4 address mapped into IPv6 is judged
 * as the IPv4 address it is; IPv6 tunnels that embed IPv4 (6to4, Teredo, NAT64) are refused, since
 * where they lead cannot be told from the address.
 */
export function isPublicAddress(address: string): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  return parsed.range() === 'unicast' && parsed.match(GLOBAL_UNICAST);
}

/** Tells whether the server may connect to `address`: public, or allowed by the policy. */
export function mayConnectTo(address: string, policy: AddressPolicy): boolean {
  if (isPublicAddress(address)) return true;
  const parsed = parseAddress(address);
  // note: the allow list is matched against the unmapped form, so `127.0.0.1` also allows
  // `::ffff:127.0.0.1`, the same socket.
  return parsed !== null && isIpInRanges(parsed.toString(), policy.allowAddresses);
}

/** Tells whether the server may connect to `port` (80, 443 or an allowed one). */
export function mayUsePort(port: number, policy: AddressPolicy): boolean {
  return port === 80 || port === 443 || policy.allowPorts.includes(port);
}

function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  // note: Node's strict syntax first: ipaddr.js also reads shorthands (`127.1`, one number)
  // that a resolver or socket might read otherwise.
  if (isIP(bare) === 0) return null;
  const parsed = ipaddr.parse(bare);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) return parsed.toIPv4Address();
  return parsed;
}
