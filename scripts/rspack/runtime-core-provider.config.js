// A tiny separate build, per remote, of runtime-core-provider.js into <remote>/dist/mf-runtime/.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const providerFolder = 'mf-runtime';

export function runtimeCoreProviderConfig({ name, appDir }) {
  return {
    name,
    mode: 'production',
    context: here,
    entry: { 'runtime-core': './runtime-core-provider.js' },
    devtool: false,
    output: { path: join(appDir, 'dist', providerFolder), filename: '[name].[contenthash:8].js', clean: true },
    performance: false,
    stats: 'errors-warnings',
  };
}

/** The provider's file name, read when the app's HTML is generated (the provider build runs first). */
export function providerScriptPath(appDir) {
  const file = readdirSync(join(appDir, 'dist', providerFolder)).find((entry) => /^runtime-core\.[0-9a-f]+\.js$/.test(entry));
  if (!file) throw new Error(`no runtime core provider in ${appDir}/dist/${providerFolder}`);
  return `${providerFolder}/${file}`;
}
