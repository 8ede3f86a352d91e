// Which responses a browser may keep forever and which it must revalidate. Files whose name carries a
// content hash never change, so they are immutable for a year; the files that point at them (index.html,
// remotes.json, Module Federation manifests and remote entries) and every other unhashed file are revalidated
// on each use, so a deploy is picked up at the next load. deploy/nginx/nginx.conf applies the same rules.

export const immutableCacheControl = 'public, max-age=31536000, immutable';
export const revalidateCacheControl = 'no-cache';

/** Entry points keep a stable name and must always be fresh, even if a build ever hashes them. */
export const entryPointPattern = /(^|\/)(index\.html|remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry[^/]*\.js)$/i;
/** `main.3f9a1c2b.js`, `412.9b1e0c44d1a2.css`, `7c1e2f90ab.png`: a hex hash of 8+ characters before the extension. */
export const contentHashedPattern = /(^|[./_-])[0-9a-f]{8,}(\.[a-z0-9]+)+$/i;

/**
 * @param {string} path a URL path or file path
 * @returns {string} the Cache-Control header value
 */
export function cacheControlFor(path) {
  if (entryPointPattern.test(path)) return revalidateCacheControl;
  if (contentHashedPattern.test(path)) return immutableCacheControl;
  return revalidateCacheControl;
}
