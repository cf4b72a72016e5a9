import { BlockList, isIP } from 'node:net';

/**
 * The addresses a webhook must never reach unless WEBHOOK_ALLOW_PRIVATE: this machine, the
 * local networks and the cloud's metadata service behind them. Node's BlockList matches an
 * IPv4-mapped IPv6 address (::ffff:10.0.0.1) by the IPv4 rules too.
 */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) privateRanges.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed by some)
  ['ff00::', 8], // multicast
] as const) privateRanges.addSubnet(network, prefix, 'ipv6');

/** True for an IP address in a private, loopback, link-local, unique-local, CGNAT, multicast or unspecified range. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return privateRanges.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
