// The only module of the shell that reads build-time settings (inlined by the bundler's DefinePlugin).
// Parsed by hand rather than with a zod schema: this module runs at start-up on every page, and zod is a
// 26.6 KiB (gzipped) chunk that /scorecard does not load otherwise, and the signed-in scorecard sits at the
// edge of its 200 KiB budget: too much for three optional strings.

function nonEmptyOrDefault(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined) return fallback;
  if (value.trim() === '') throw new Error(`Invalid build setting ${name}: must not be empty`);
  return value;
}

function optionalUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^(https?:\/\/|\/)/.test(value)) throw new Error(`Invalid build setting ${name}: must be an http(s) URL or a path`);
  return value;
}

export const env = {
  /** Where the runtime list of remote manifests is fetched from. */
  remotesManifestUrl: nonEmptyOrDefault('FAIRWAY_PUBLIC_REMOTES_URL', process.env.FAIRWAY_PUBLIC_REMOTES_URL, '/remotes.json'),
  /** Where page views are sent as JSON beacons; unset: analytics does nothing. */
  analyticsUrl: optionalUrl('FAIRWAY_PUBLIC_ANALYTICS_URL', process.env.FAIRWAY_PUBLIC_ANALYTICS_URL),
  /** The service worker (offline shell) runs in production builds only: in development it would serve stale code. */
  serviceWorker: process.env.NODE_ENV === 'production',
} as const;
