// Security headers for everything the gateway serves itself and for the API behind it.
import helmet from 'helmet';

/** Firebase Authentication's hosted sign-in (Google popup, token endpoints) when real Firebase is configured. */
const firebaseScriptOrigins = ['https://apis.google.com'];
const firebaseConnectOrigins = ['https://*.googleapis.com'];
const firebaseFrameOrigins = ['https://*.firebaseapp.com', 'https://*.web.app', 'https://accounts.google.com'];

/**
 * @param {{ remoteOrigins?: string[], inlineScripts?: () => string[] }} [options] remoteOrigins: where remotes are
 *   loaded from when REMOTE_<NAME>_URL moves them; inlineScripts: the hashes of the pages' inline head scripts
 */
export function securityHeaders({ remoteOrigins = [], inlineScripts = () => [] } = {}) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        // Module Federation loads remote entries and chunks with script tags, and fetches their manifests.
        // The pages' head scripts are inline, each allowed by its hash (written by its build).
        scriptSrc: ["'self'", ...firebaseScriptOrigins, ...remoteOrigins, () => inlineScripts().join(' ')],
        connectSrc: ["'self'", ...firebaseConnectOrigins, ...remoteOrigins],
        // antd's CSS-in-JS injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        // QR codes are data: URLs; profile photos come from the identity provider's https hosts.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', ...remoteOrigins],
        frameSrc: ["'self'", ...firebaseFrameOrigins],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        // The gateway is plain HTTP on the LAN (a phone at http://192.168.x.y:8080): upgrading would break it.
        upgradeInsecureRequests: null,
      },
    },
    // Plain HTTP on the LAN: HSTS would only matter behind TLS, which a reverse proxy in front would set.
    strictTransportSecurity: false,
    // Sign-in with a popup needs the popup to talk back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}
