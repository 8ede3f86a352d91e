// The only module of the shell that reads build-time settings (inlined by the bundler's DefinePlugin).
// Parsed by hand rather than with zod: zod/mini alone adds ~29 KiB gzipped to the shell, a seventh of the
// /scorecard budget, for one optional string.

function nonEmptyOrDefault(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined) return fallback;
  if (value.trim() === '') throw new Error(`Invalid build setting ${name}: must not be empty`);
  return value;
}

export const env = {
  /** Where the runtime list of remote manifests is fetched from. */
  remotesManifestUrl: nonEmptyOrDefault('FAIRWAY_PUBLIC_REMOTES_URL', process.env.FAIRWAY_PUBLIC_REMOTES_URL, '/remotes.json'),
} as const;
