// A small script of an app's own that runs in its page's <head> before the app (the shell's route preload,
// the TV's reads): built on its own, without federation, into <app>/dist/head/, and written into the HTML
// inline, so the page does not wait a round trip for it. The policy must name an inline script by its hash:
// the app's build hashes the inline scripts of its finished index.html (the HTML minifier rewrites them) and
// writes the hashes beside the script (head/script-hash.txt, CSP sources such as 'sha256-...'), the one place
// the gateway (scripts/gateway) and nginx (deploy/nginx/44-write-script-hashes.sh) read them from.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import rspack from '@rspack/core';

export const headScriptFolder = 'head';
export const scriptHashFile = 'script-hash.txt';

/** The CSP source that allows exactly this inline script's text. @param {string} code */
export function scriptHashSource(code) {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** The text of each inline script of a page (a <script> with neither src nor type). @param {string} html */
export function inlineScriptsOf(html) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}

/** Writes head/script-hash.txt from the app's finished index.html. */
export class InlineScriptHashesPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('InlineScriptHashesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'InlineScriptHashesPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const html = compilation.getAsset('index.html');
        if (!html) return;
        const hashes = inlineScriptsOf(html.source.source().toString()).map(scriptHashSource);
        compilation.emitAsset(`${headScriptFolder}/${scriptHashFile}`, new rspack.sources.RawSource(hashes.map((hash) => `${hash}\n`).join('')));
      });
    });
  }
}

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

/** The built script's text, read when the app's HTML is generated (its build runs first). */
export function headScriptCode(appDir) {
  const folder = join(appDir, 'dist', headScriptFolder);
  const file = readdirSync(folder).find((entry) => /^head-script\.[0-9a-f]+\.js$/.test(entry));
  if (!file) throw new Error(`no head script in ${folder}`);
  const code = readFileSync(join(folder, file), 'utf8');
  // The HTML parser would end the inline script at the first "</script".
  if (/<\/script/i.test(code)) throw new Error(`${folder}/${file} contains "</script", so it cannot be written inline`);
  return code;
}
