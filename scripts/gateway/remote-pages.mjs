// Each remote's pages and their files, written into the shell's page as it is served (the gateway; nginx's
// web root at image build), so the page's <head> script asks for the page's remote entry and chunks at once
// instead of after a round trip for the remote's mf-manifest.json (which still loads, for the federation
// runtime). Keyed by the manifest's URL: a remote moved elsewhere (REMOTE_<NAME>_URL) has no entry here, and
// the head script falls back to its manifest.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { remoteBasePath } from './remotes-manifest.mjs';

/** The shell's empty (or already filled) JSON block for the pages. */
export const inlineRemotePagesPattern = /<script id="fairway-remote-pages" type="application\/json">[^<]*<\/script>/;

/**
 * The slice of an mf-manifest.json the head script reads (shell/src/features/preload/model/start-route-preload.ts).
 * @param {any} manifest
 */
export function remotePagesOf(manifest) {
  const { publicPath, remoteEntry } = manifest.metaData;
  return {
    metaData: { publicPath, remoteEntry: { name: remoteEntry.name, path: remoteEntry.path } },
    exposes: manifest.exposes.map((/** @type {any} */ expose) => ({ name: expose.name, assets: { js: expose.assets.js, css: expose.assets.css } })),
  };
}

/**
 * The built manifests of the remotes served from this origin's own folders, keyed by the URL the page finds
 * them at; a remote not built yet is left out.
 * @param {Record<string, string>} manifestUrls remote name to manifest URL (the remotes manifest)
 * @param {Record<string, string>} distRoots remote name to its built folder
 * @returns {Promise<Record<string, ReturnType<typeof remotePagesOf>>>}
 */
export async function readRemotePages(manifestUrls, distRoots) {
  const entries = await Promise.all(
    Object.entries(manifestUrls).map(async ([name, url]) => {
      const distRoot = distRoots[name];
      if (!distRoot || url !== `${remoteBasePath(name)}mf-manifest.json`) return undefined;
      try {
        return [url, remotePagesOf(JSON.parse(await readFile(join(distRoot, 'mf-manifest.json'), 'utf8')))];
      } catch {
        return undefined;
      }
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== undefined));
}

/**
 * @param {string} html
 * @param {Record<string, unknown>} pages
 */
export function withInlineRemotePages(html, pages) {
  const json = JSON.stringify(pages).replace(/</g, '\\u003c');
  return html.replace(inlineRemotePagesPattern, () => `<script id="fairway-remote-pages" type="application/json">${json}</script>`);
}
