import { isPrivateAddress } from './private-address';

describe('the private-address check', () => {
  it.each([
    // The four IPv6 transition forms of 127.0.0.1
    ['::127.0.0.1', 'refused'], // IPv4-compatible
    ['::7f00:1', 'refused'], // the same, as URL parsing writes it
    ['64:ff9b::7f00:1', 'refused'], // NAT64
    ['64:ff9b::127.0.0.1', 'refused'],
    ['2002:7f00:1::', 'refused'], // 6to4
    ['::ffff:0:127.0.0.1', 'refused'], // SIIT
    ['::ffff:0:7f00:1', 'refused'],
    // The same mechanisms around other private IPv4 ranges
    ['::ffff:127.0.0.1', 'refused'], // mapped
    ['::ffff:a00:1', 'refused'],
    ['::ffff:192.168.1.1', 'refused'],
    ['64:ff9b::a9fe:a9fe', 'refused'], // NAT64 of 169.254.169.254
    ['2002:a9fe:a9fe::1', 'refused'], // 6to4 of 169.254.169.254
    ['2002:c0a8:101:1::1', 'refused'], // 6to4 of 192.168.1.1
    ['::10.0.0.1', 'refused'],
    // Whole ranges whose embedded IPv4 cannot be checked
    ['64:ff9b:1::7f00:1', 'refused'], // local-use NAT64
    ['64:ff9b:1:abcd::808:808', 'refused'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'refused'], // Teredo
    ['2001::1', 'refused'],
    // What was refused before
    ['127.0.0.1', 'refused'],
    ['127.8.9.10', 'refused'],
    ['10.0.0.1', 'refused'],
    ['172.16.0.1', 'refused'],
    ['172.31.255.255', 'refused'],
    ['192.168.0.10', 'refused'],
    ['169.254.169.254', 'refused'],
    ['100.64.0.1', 'refused'],
    ['0.0.0.0', 'refused'],
    ['224.0.0.1', 'refused'],
    ['255.255.255.255', 'refused'],
    ['198.18.0.1', 'refused'], // benchmarking
    ['192.0.2.1', 'refused'], // documentation
    ['203.0.113.9', 'refused'], // documentation
    ['::', 'refused'],
    ['::1', 'refused'],
    ['fc00::1', 'refused'],
    ['fd00::1', 'refused'],
    ['fe80::1', 'refused'],
    ['fe80::1%eth0', 'refused'],
    ['fec0::1', 'refused'],
    ['ff02::1', 'refused'],
    ['2001:db8::1', 'refused'], // documentation
    ['100::1', 'refused'], // discard-only
    // Public addresses, in every form
    ['8.8.8.8', 'allowed'],
    ['93.184.215.14', 'allowed'],
    ['172.32.0.1', 'allowed'],
    ['100.128.0.1', 'allowed'],
    ['2606:4700::1111', 'allowed'],
    ['2a00:1450:4001:80b::200e', 'allowed'],
    ['::ffff:8.8.8.8', 'allowed'],
    ['64:ff9b::808:808', 'allowed'], // NAT64 of 8.8.8.8
    ['2002:808:808::1', 'allowed'], // 6to4 of 8.8.8.8
    ['2001:4860:4860::8888', 'allowed'], // 2001:4860::/32 is not Teredo
    // No IP address at all (a host name is resolved and its addresses checked)
    ['localhost', 'allowed'],
  ])('%s is %s', (address, expected) => {
    expect(isPrivateAddress(address) ? 'refused' : 'allowed').toBe(expected);
  });
});
