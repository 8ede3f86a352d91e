// A small script of an app's own that runs in its page's <head> before the app (the shell's route preload):
// built on its own, without federation, into <app>/dist/head/, and named in the HTML with its hash.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const headScriptFolder = 'head';

/** @param {{ name: string, appDir: string, entry: string, resolve: object, rules: object[] }} options */
export function headScriptConfig({ name, appDir, entry, resolve, rules }) {
  return {
    name,
    mode: 'production',
    context: appDir,
    entry: { 'head-script': entry },
    devtool: false,
    output: { path: join(appDir, 'dist', headScriptFolder), filename: '[name].[contenthash:8].js', clean: true, iife: true },
    resolve,
    module: { rules },
    performance: false,
    stats: 'errors-warnings',
  };
}

/** The built script's path inside dist, read when the app's HTML is generated (its build runs first). */
export function headScriptPath(appDir) {
  const file = readdirSync(join(appDir, 'dist', headScriptFolder)).find((entry) => /^head-script\.[0-9a-f]+\.js$/.test(entry));
  if (!file) throw new Error(`no head script in ${appDir}/dist/${headScriptFolder}`);
  return `${headScriptFolder}/${file}`;
}
