// `npm start` on its network address (http://192.168.x.y:8080) is for trying the product: over plain HTTP a
// phone is not a secure context (no service worker, so no offline reload) and sign-in crosses the Wi-Fi in
// clear. localhost is a secure context even over HTTP, and an HTTPS address is what an event gives golfers.

export interface PageAddress {
  protocol: string;
  hostname: string;
}

/** localhost, a name under .localhost, 127.0.0.0/8 or ::1: browsers treat these as secure over plain HTTP. */
function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]' || host === '::1';
}

/** Whether the page was opened on an address meant for trying the product only (plain HTTP, not this computer). */
export function isTrialAddress({ protocol, hostname }: PageAddress): boolean {
  return protocol === 'http:' && !isLoopback(hostname);
}
