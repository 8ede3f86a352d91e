/** The Firebase web config the gateway serves at /runtime-config.json (scripts/gateway/remotes-manifest.mjs). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  appId?: string;
}

export interface AuthRuntimeConfig {
  firebase: FirebaseWebConfig;
  /** True: talk to the Auth emulator behind this origin instead of Google. */
  useAuthEmulator: boolean;
}

/** Without a runtime config (a static host that serves none), the emulator behind this origin is used. */
export function emulatorRuntimeConfig(host: string): AuthRuntimeConfig {
  return { firebase: { apiKey: 'demo-fairway-key', projectId: 'demo-fairway', authDomain: host }, useAuthEmulator: true };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

// Checked by hand rather than with zod: this sits in the chunk every signed-in page loads.
export function parseAuthRuntimeConfig(body: unknown, host: string): AuthRuntimeConfig {
  const fallback = emulatorRuntimeConfig(host);
  if (typeof body !== 'object' || body === null) return fallback;
  const { firebase, useAuthEmulator } = body as { firebase?: Record<string, unknown>; useAuthEmulator?: unknown };
  const apiKey = text(firebase?.['apiKey']);
  const projectId = text(firebase?.['projectId']);
  if (useAuthEmulator === true || !apiKey || !projectId) {
    return { firebase: { ...fallback.firebase, ...(apiKey && projectId ? { apiKey, projectId } : {}) }, useAuthEmulator: true };
  }
  const authDomain = text(firebase?.['authDomain']);
  const appId = text(firebase?.['appId']);
  return { firebase: { apiKey, projectId, ...(authDomain ? { authDomain } : {}), ...(appId ? { appId } : {}) }, useAuthEmulator: false };
}
