// A remote exposes all its pages from one module (src/remote-entry.ts), each page a lazy chunk named after
// its expose. Module Federation then lists one expose in mf-manifest.json with every page's chunks as its
// async assets, so a host preloading one page would fetch them all. This rewrites the manifest's exposes:
// one per page, with the shared entry module as sync assets and that page's own chunk group as async ones.

/** @param {string[]} files */
function byType(files) {
  return { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
}

/**
 * @param {any} compilation
 * @param {string} name
 * @returns {string[]}
 */
function chunkGroupFiles(compilation, name) {
  const stats = compilation.getStats().toJson({ all: false, chunkGroups: true });
  const group = stats.namedChunkGroups?.[name];
  if (!group) throw new Error(`no chunk group named ${name}: its import() in src/remote-entry.ts needs /* webpackChunkName: "${name}" */`);
  return group.assets.map((/** @type {{ name: string }} */ asset) => asset.name).filter((file) => !file.endsWith('.map'));
}

/**
 * The `additionalData` hook of the federation manifest.
 * @param {{ name: string, exposes?: Record<string, string> }} federation
 */
export function exposeAssetsByPage(federation) {
  const pages = Object.keys(federation.exposes ?? {}).map((key) => key.replace(/^\.\//, ''));
  /** @param {{ stats: any, compilation: any }} options */
  return ({ stats, compilation }) => {
    const [entry] = stats.exposes;
    if (!entry) return stats;
    stats.exposes = pages.map((page) => {
      const own = byType(chunkGroupFiles(compilation, page));
      return {
        ...entry,
        id: `${federation.name}:${page}`,
        name: page,
        path: `./${page}`,
        assets: { js: { sync: entry.assets.js.sync, async: own.js }, css: { sync: entry.assets.css.sync, async: own.css } },
      };
    });
    return stats;
  };
}
