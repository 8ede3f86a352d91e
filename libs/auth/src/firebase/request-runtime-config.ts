export const runtimeConfigPath = '/runtime-config.json';

/**
 * The body of /runtime-config.json, or undefined when this origin serves none (then the emulator behind it
 * is used). Kept apart from the parsing so the request starts while the SDK chunk is still downloading.
 */
export async function requestRuntimeConfig(origin: string): Promise<unknown> {
  const response = await fetch(new URL(runtimeConfigPath, origin), { headers: { Accept: 'application/json' } });
  return response.ok ? response.json() : undefined;
}
