// The shell's first chunks are found only once main.js has run (the async boundary to ./bootstrap, then
// the shared modules it provides: react, react-dom, the router...). This names them in index.html as
// <link rel="preload"> so the browser fetches them together with main.js. They are classic (JSONP) chunks,
// not ES modules, so the hint is preload as=script rather than modulepreload.
import rspack from '@rspack/core';

/** @param {{ moduleName?: string, request?: string }} origin */
function isStartUpOrigin(origin) {
  return origin.request === './bootstrap' || String(origin.moduleName ?? '').startsWith('provide shared module');
}

/** @param {any} compilation @returns {string[]} */
export function initialChunkFiles(compilation) {
  const { chunks = [] } = compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true });
  return chunks
    .filter((/** @type {any} */ chunk) => !chunk.initial && chunk.origins.some(isStartUpOrigin))
    .flatMap((/** @type {any} */ chunk) => chunk.files)
    .filter((/** @type {string} */ file) => /\.(js|css)$/.test(file))
    .sort();
}

/** @param {string} publicPath @param {string} file */
function hintTag(publicPath, file) {
  return `<link rel="preload" href="${publicPath}${file}" as="${file.endsWith('.css') ? 'style' : 'script'}">`;
}

export class InitialChunkHintsPlugin {
  /** @param {{ publicPath: string }} options */
  constructor({ publicPath }) {
    this.publicPath = publicPath;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('InitialChunkHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'InitialChunkHintsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const html = compilation.getAsset('index.html');
        if (!html) return;
        const tags = initialChunkFiles(compilation)
          .map((file) => hintTag(this.publicPath, file))
          .join('');
        const source = html.source.source().toString().replace('</title>', `</title>${tags}`);
        compilation.updateAsset('index.html', new rspack.sources.RawSource(source));
      });
    });
  }
}
