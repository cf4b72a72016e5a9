import { BlockList, isIP } from 'node:net';

/**
 * The addresses the site must never reach on a stranger's behalf (a webhook target, and later
 * a calendar feed or an importer's source): this machine, the local networks, the cloud's
 * metadata service behind them, and ranges that are never a public server.
 */
const privateIpv4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) privateIpv4.addSubnet(network, prefix, 'ipv4');

const privateIpv6 = new BlockList();
for (const [network, prefix] of [
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64: where the IPv4 sits is the operator's choice, so it cannot be checked
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo: the client's IPv4 is obfuscated, the tunnel leads anywhere
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed by some)
  ['ff00::', 8], // multicast
] as const) privateIpv6.addSubnet(network, prefix, 'ipv6');

/**
 * IPv6 ranges that carry an IPv4 address in known bytes and reach it (through the host's own
 * stack, a translator or a tunnel): such an address is as private as the IPv4 it embeds.
 */
const embeddingRanges = [
  { network: '::', prefix: 96, ipv4At: 12 }, // IPv4-compatible (deprecated; also holds :: and ::1)
  { network: '::ffff:0:0', prefix: 96, ipv4At: 12 }, // IPv4-mapped
  { network: '::ffff:0:0:0', prefix: 96, ipv4At: 12 }, // IPv4-translated (SIIT)
  { network: '64:ff9b::', prefix: 96, ipv4At: 12 }, // NAT64, well-known prefix
  { network: '2002::', prefix: 16, ipv4At: 2 }, // 6to4
].map(({ network, prefix, ipv4At }) => {
  const range = new BlockList();
  range.addSubnet(network, prefix, 'ipv6');
  return { range, ipv4At };
});

/** The 16 bytes of an IPv6 address in any of its written forms (`::`, a trailing dotted IPv4, a zone). */
function ipv6Bytes(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const before = groupsOf(head);
  const after = tail === undefined ? [] : groupsOf(tail);
  const groups = tail === undefined ? before : [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

/** The IPv4 address an IPv6 address embeds by a transition mechanism, or null. */
function embeddedIpv4(address: string): string | null {
  const embedding = embeddingRanges.find(({ range }) => range.check(address, 'ipv6'));
  if (!embedding) return null;
  return ipv6Bytes(address).slice(embedding.ipv4At, embedding.ipv4At + 4).join('.');
}

/**
 * True for an IP address the site must not connect to for someone else: private, loopback,
 * link-local, unique-local, CGNAT, multicast, unspecified, documentation and benchmarking
 * ranges, and any IPv6 transition form (IPv4-compatible, mapped, SIIT, NAT64, 6to4) of such
 * an IPv4 address; Teredo and local-use NAT64 whole, their IPv4 not being checkable.
 * False for a public address and for text that is no IP address.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address.replace(/%.*$/, ''));
  if (family === 4) return privateIpv4.check(address, 'ipv4');
  if (family !== 6) return false;
  const ipv4 = embeddedIpv4(address);
  if (ipv4 !== null) return privateIpv4.check(ipv4, 'ipv4');
  return privateIpv6.check(address.replace(/%.*$/, ''), 'ipv6');
}
