// The address a phone on the same network can open.
import { networkInterfaces } from 'node:os';

/** @returns {string | undefined} */
export function lanAddress() {
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.family === 'IPv4' && !address.internal) return address.address;
    }
  }
  return undefined;
}
