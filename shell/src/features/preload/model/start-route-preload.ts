import { prefetchRead } from '@fairway/api-client/prefetched-reads';
import { hasStoredSession, readStoredSession, type StoredSession } from '@fairway/auth/stored-session';
import { keepPreloadedManifest, readInlineRemotes } from '../../../shared/model/preloaded-manifests';
import type { PreloadRead, PreloadRoute } from './preload-routes';

/** The slice of a remote's mf-manifest.json the preload reads. */
interface RemoteManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } } }>;
}

export interface MatchedRoute {
  route: PreloadRoute;
  params: Record<string, string>;
}

/** The first route whose path matches (`:name` segments taken as params). */
export function matchPreloadRoute(routes: PreloadRoute[], pathname: string): MatchedRoute | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/');
  for (const route of routes) {
    const pattern = route.path.replace(/\/+$/, '').split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part === segment;
      if (segment === '') return false;
      params[part.slice(1)] = decodeURIComponent(segment);
      return true;
    });
    if (matches) return { route, params };
  }
  return undefined;
}

/** `{name}` from the path's params, else the query (a tournament also as ?tournament=); undefined when one is missing. */
export function expandRead(read: PreloadRead, params: Record<string, string>, search: URLSearchParams): string | undefined {
  let missing = false;
  const path = read.path.replace(/\{(\w+)\}/g, (_all, name: string) => {
    const value = params[name] ?? search.get(name) ?? (name === 'tournamentId' ? search.get('tournament') : null);
    if (!value?.trim()) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? undefined : path;
}

/** A token the API will still accept when the read arrives (the SDK refreshes one this close to expiry). */
function freshToken(session: StoredSession | undefined): string | undefined {
  return session && session.expiresAt - 60_000 > Date.now() ? session.idToken : undefined;
}

function hint(doc: Document, href: string, as: 'script' | 'style'): void {
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', as);
  link.setAttribute('href', href);
  doc.head.appendChild(link);
}

/** The remote's entry and the page's chunks, as its manifest lists them for that expose. */
export function remoteFilesOf(manifest: RemoteManifest, manifestUrl: string, expose: string): { scripts: string[]; styles: string[] } {
  const publicPath = manifest.metaData.publicPath;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : new URL(publicPath, manifestUrl).href;
  const at = (file: string) => new URL(file, base).href;
  const { path, name } = manifest.metaData.remoteEntry;
  const assets = manifest.exposes.find((entry) => entry.name === expose)?.assets;
  const scripts = [`${path ? `${path.replace(/\/?$/, '/')}` : ''}${name}`, ...(assets ? [...assets.js.sync, ...assets.js.async] : [])];
  const styles = assets ? [...assets.css.sync, ...assets.css.async] : [];
  return { scripts: scripts.map(at), styles: styles.map(at) };
}

type PageFiles = { scripts: string[]; styles: string[] };

// The page's files as its remote's manifest last listed them, kept on the phone: a repeat visit asks for
// them while the manifest is still on its way (and the shell's code still running), not after.
const rememberedFilesKey = (manifestUrl: string, expose: string) => `fairway:page-files:${manifestUrl}#${expose}`;

function storage(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}

function rememberedFiles(win: Window, key: string): PageFiles | undefined {
  try {
    const files = JSON.parse(storage(win)?.getItem(key) ?? 'null') as PageFiles | null;
    return Array.isArray(files?.scripts) && Array.isArray(files.styles) ? files : undefined;
  } catch {
    return undefined;
  }
}

function rememberFiles(win: Window, key: string, files: PageFiles): void {
  try {
    storage(win)?.setItem(key, JSON.stringify(files));
  } catch {
    // A full or refused storage only costs the next visit its head start.
  }
}

function hintFiles(doc: Document, files: PageFiles, already?: PageFiles): void {
  const fresh = (href: string) => !already || (!already.scripts.includes(href) && !already.styles.includes(href));
  files.styles.filter(fresh).forEach((href) => hint(doc, href, 'style'));
  files.scripts.filter(fresh).forEach((href) => hint(doc, href, 'script'));
}

function preloadRemote(win: Window, manifestUrl: string, expose: string): void {
  const key = rememberedFilesKey(manifestUrl, expose);
  const remembered = rememberedFiles(win, key);
  if (remembered) hintFiles(win.document, remembered);
  const response = win.fetch(manifestUrl);
  keepPreloadedManifest(win, manifestUrl, response);
  response
    .then((answer) => (answer.ok ? (answer.clone().json() as Promise<RemoteManifest>) : undefined))
    .then((manifest) => {
      if (!manifest) return;
      const files = remoteFilesOf(manifest, manifestUrl, expose);
      hintFiles(win.document, files, remembered);
      rememberFiles(win, key, files);
    })
    .catch(() => undefined);
}

/**
 * Runs in the page's <head> (inline, so with no round trip of its own), before the app's own code: from the
 * URL alone it starts the page's remote (manifest, then entry and page chunks) and its first API reads, all
 * at once, instead of one after the other once each piece has loaded and run.
 */
export function startRoutePreload(
  routes: PreloadRoute[],
  win: Window = window,
  session: () => StoredSession | undefined = () => readStoredSession(win),
  hasSession: () => boolean = () => hasStoredSession(win),
): void {
  const { pathname, search, href } = win.location;
  const matched = matchPreloadRoute(routes, pathname);
  if (!matched) return;
  const query = new URLSearchParams(search);
  const personal = matched.route.reads.some((read) => read.personal);
  const token = personal ? freshToken(session()) : undefined;
  // Nobody signed in on this phone: a personal read's answer is the visitor's own, the one the page renders
  // first (never handed to a request made after they sign in). With a session whose token cannot be used yet,
  // the answer is not rendered from: the page asks again with the token.
  const visitor = personal && !hasSession();
  for (const read of matched.route.reads) {
    const path = expandRead(read, matched.params, query);
    if (path) prefetchRead(path, read.personal ? { anonymous: true, token, visitor } : {});
  }
  const { remote, expose } = matched.route;
  const manifestPath = remote && readInlineRemotes(win.document)?.[remote];
  if (manifestPath && expose) preloadRemote(win, new URL(manifestPath, href).href, expose);
}
