import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';

const monitoringNetworks = new BlockList();
monitoringNetworks.addSubnet('127.0.0.0', 8, 'ipv4');
monitoringNetworks.addSubnet('10.0.0.0', 8, 'ipv4');
monitoringNetworks.addSubnet('172.16.0.0', 12, 'ipv4');
monitoringNetworks.addSubnet('192.168.0.0', 16, 'ipv4');
monitoringNetworks.addAddress('::1', 'ipv6');
monitoringNetworks.addSubnet('fc00::', 7, 'ipv6');
monitoringNetworks.addSubnet('fe80::', 10, 'ipv6');

function isMonitoringAddress(address: string): boolean {
  const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
  return monitoringNetworks.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
}

function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /api/metrics: with METRICS_TOKEN set, whoever sends it as a bearer token; without it, a
 * client on loopback or a private network (the client as TRUST_PROXY resolves it, so a visitor through
 * the balancer is refused even though the balancer itself is private).
 */
export function mayReadMetrics(clientAddress: string, authorization: string | undefined, token: string | undefined): boolean {
  if (token) return authorization !== undefined && sameSecret(authorization, `Bearer ${token}`);
  try {
    return isMonitoringAddress(clientAddress);
  } catch {
    return false;
  }
}
