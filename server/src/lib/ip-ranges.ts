import { BlockList, isIP } from 'node:net';

const compiled = new WeakMap<readonly string[], BlockList>();

/**
 * Tells whether an IP is one of `ranges`: plain addresses or CIDR ranges, IPv4 or IPv6.
 * Invalid entries never match. `('10.1.2.3', ['10.0.0.0/8'])` ⇒ true; `('::1', ['::1'])` ⇒ true
 */
export function isIpInRanges(ip: string, ranges: readonly string[]): boolean {
  if (ranges.length === 0) return false;
  const version = isIP(ip);
  if (version === 0) return false;
  let list = compiled.get(ranges);
  if (!list) {
    list = toBlockList(ranges);
    compiled.set(ranges, list);
  }
  return list.check(ip, version === 4 ? 'ipv4' : 'ipv6');
}

function toBlockList(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = '', bits] = range.split('/');
    const version = isIP(address);
    if (version === 0) continue;
    const type = version === 4 ? 'ipv4' : 'ipv6';
    const prefix = Number(bits);
    if (bits === undefined) list.addAddress(address, type);
    else if (Number.isInteger(prefix) && prefix >= 0 && prefix <= (version === 4 ? 32 : 128)) {
      list.addSubnet(address, prefix, type);
    }
  }
  return list;
}
