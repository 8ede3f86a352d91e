// The runtime manifest the shell fetches at start (/remotes.json): where each remote's Module Federation
// manifest lives. Defaults point at this origin; REMOTE_<NAME>_URL moves one remote elsewhere (a CDN,
// another deployment) without rebuilding the shell.

import { remoteNames } from '../config/remote-catalogue.mjs';

export { remoteNames };

/** @param {string} name */
export function remoteBasePath(name) {
  return `/mfe/${name}/`;
}

/**
 * @param {Partial<Record<string, string>>} [overrides]
 * @returns {Record<string, string>}
 */
export function buildRemotesManifest(overrides = {}) {
  return Object.fromEntries(remoteNames.map((name) => [name, overrides[name] ?? `${remoteBasePath(name)}mf-manifest.json`]));
}

/** The shell's empty (or already filled) JSON block for the manifest; deploy/nginx fills the same one. */
export const inlineRemotesPattern = /<script id="fairway-remotes" type="application\/json">[^<]*<\/script>/;

/**
 * The shell's page with the manifest written into it, saving the browser the round trip to /remotes.json
 * before it can start loading the page's remote.
 * @param {string} html
 * @param {Record<string, string>} manifest
 */
export function withInlineRemotesManifest(html, manifest) {
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  return html.replace(inlineRemotesPattern, () => `<script id="fairway-remotes" type="application/json">${json}</script>`);
}

/**
 * Origins other than this one that the remotes are loaded from (the security policy must allow them).
 * @param {Record<string, string>} manifest
 * @returns {string[]}
 */
export function foreignOrigins(manifest) {
  const origins = new Set();
  for (const url of Object.values(manifest)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * @typedef {object} FirebaseWebConfig
 * @property {string} apiKey
 * @property {string} [authDomain]
 * @property {string} [projectId]
 * @property {string} [appId]
 */

/**
 * /runtime-config.json, read by libs/auth before it starts Firebase: a real project's web config when
 * FIREBASE_API_KEY is set, otherwise the Auth emulator behind this origin (the gateway forwards its paths).
 * @param {{ firebase?: Partial<FirebaseWebConfig>, emulatorProjectId?: string }} [options]
 */
export function buildRuntimeConfig({ firebase, emulatorProjectId = 'demo-fairway' } = {}) {
  if (firebase?.apiKey) {
    const { apiKey, authDomain, projectId, appId } = firebase;
    const defined = Object.entries({ apiKey, authDomain, projectId, appId }).filter(([, value]) => value);
    return { firebase: Object.fromEntries(defined), useAuthEmulator: false };
  }
  return { firebase: { apiKey: 'demo-fairway-key', projectId: emulatorProjectId }, useAuthEmulator: true };
}
