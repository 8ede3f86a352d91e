import { BlockList, isIP } from 'node:net';

/** Loopback and private networks: where our own proxies (the dev gateway, nginx in compose) run. */
const proxyNetworks = new BlockList();
proxyNetworks.addSubnet('127.0.0.0', 8, 'ipv4');
proxyNetworks.addSubnet('10.0.0.0', 8, 'ipv4');
proxyNetworks.addSubnet('172.16.0.0', 12, 'ipv4');
proxyNetworks.addSubnet('192.168.0.0', 16, 'ipv4');
proxyNetworks.addSubnet('169.254.0.0', 16, 'ipv4');
proxyNetworks.addAddress('::1', 'ipv6');
proxyNetworks.addSubnet('fc00::', 7, 'ipv6');
proxyNetworks.addSubnet('fe80::', 10, 'ipv6');

function plainAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

function isProxy(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && proxyNetworks.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address. X-Forwarded-For is read from the right, one hop per proxy on a private network,
 * so a client that reaches the API directly cannot choose its own address with the header.
 */
export function clientIp(socketAddress: string | undefined, forwardedFor: string | string[] | undefined): string {
  const hops = [forwardedFor ?? []].flat().join(',').split(',').map(plainAddress).filter(Boolean);
  let address = plainAddress(socketAddress ?? '');
  while (isProxy(address) && hops.length) {
    const next = hops.pop()!;
    if (!isIP(next)) break;
    address = next;
  }
  return address || 'unknown';
}
