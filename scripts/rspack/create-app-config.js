// One Rspack config for the shell and the four remotes. Each app's rspack.config.js calls createAppConfig
// with its folder and its module-federation.config.js; everything else (loaders, hashing, HTML, dev server,
// federation) is identical so the five builds behave the same way.
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { apps, devRemotesManifest } from './apps.js';
import { exposeAssetsByPage } from './expose-assets-by-page.js';
import { ForbidDirectRouterImportsPlugin } from './forbid-direct-router-imports.plugin.js';
import { headScriptCode, headScriptConfig, headScriptFolder, InlineScriptHashesPlugin } from './head-script.config.js';
import { InitialChunkHintsPlugin } from './initial-chunk-hints.plugin.js';
import { providerFolder, providerScriptPath, runtimeCoreProviderConfig } from './runtime-core-provider.config.js';
import { sharedDependencies, sharedWorkspaceFolders } from './shared-dependencies.js';

const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const browserTargets = ['chrome >= 111', 'edge >= 111', 'firefox >= 114', 'safari >= 16.4'];
// Build-time settings a front end may read (only through its env.ts); unset ones become undefined.
const publicEnvKeys = ['FAIRWAY_PUBLIC_REMOTES_URL', 'FAIRWAY_PUBLIC_ANALYTICS_URL', 'FAIRWAY_PUBLIC_HISTORY_EVENTS', 'FAIRWAY_PUBLIC_HISTORY_RAISED'];

function publicEnvDefinitions() {
  return Object.fromEntries(
    publicEnvKeys.map((key) => [`process.env.${key}`, process.env[key] === undefined ? 'undefined' : JSON.stringify(process.env[key])]),
  );
}

function moduleRules() {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: { detectSyntax: 'auto', jsc: { transform: { react: { runtime: 'automatic' } } }, env: { targets: browserTargets } },
      type: 'javascript/auto',
    },
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset' },
  ];
}

// headScripts run in order before the app (deferred); inlineScripts (their code) run at once, as the <head> is read.
function htmlTemplate(title, { headScripts, inlineScripts }, headHtml) {
  const deferred = headScripts.map((src) => `<script defer src="${src}"></script>`).join('');
  const inline = inlineScripts.map((code) => `<script>${code}</script>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>${title}</title>${headHtml}${inline}${deferred}</head><body><div id="root"></div></body></html>`;
}

function htmlPlugin({ title, publicPath, headScripts, inlineScripts, headHtml }) {
  const at = (/** @type {string[]} */ paths) => paths.map((path) => `${publicPath}${path}`);
  return new rspack.HtmlRspackPlugin({
    templateContent: () => htmlTemplate(title, { headScripts: at(headScripts()), inlineScripts: inlineScripts() }, headHtml),
    // The HTML of a standalone remote is served behind SPA fallbacks (e.g. /mfe/leaderboard/tv/abc), so its
    // script tags carry the mount path; chunks loaded later still find their way with publicPath 'auto'.
    publicPath,
    // Only the app's own entry: the remote entry is for hosts.
    chunks: ['main'],
    favicon: join(workspaceRoot, 'libs/ui/src/assets/favicon.svg'),
    meta: {
      viewport: 'width=device-width, initial-scale=1, viewport-fit=cover',
      'theme-color': '#124d33',
      description: 'Fairway Fund: golf charity tournaments with live scoring, leaderboards and fundraising.',
    },
  });
}

/**
 * Remotes leave the runtime core (experiments.externalRuntime) and the federation SDK (federationSdkExternal) to
 * their host, saving ~22 KiB gzipped each.
 */
function federationExperiments({ isShell, externalRuntime }) {
  const optimization = { target: 'web' };
  if (isShell) return { provideExternalRuntime: true, optimization };
  return { externalRuntime, optimization };
}

/**
 * The SDK's code and the runtime's error texts are stateless, so the host's copies serve every remote (leaving
 * out the error texts takes 0.6 KiB gzipped off each remote entry); the bundler runtime is not (it holds the container's own options).
 */
function federationSdkExternal() {
  return new rspack.ExternalsPlugin('global', {
    '@module-federation/sdk': '_FEDERATION_SDK',
    '@module-federation/error-codes': '_FEDERATION_ERROR_CODES',
  });
}

function federationPlugin(federation, { isShell, externalRuntime }) {
  return new ModuleFederationPlugin({
    name: federation.name,
    filename: isShell ? undefined : 'remoteEntry.[contenthash:8].js',
    exposes: federation.exposes,
    shared: sharedDependencies(workspaceRoot),
    shareStrategy: 'loaded-first',
    manifest: isShell ? false : { fileName: 'mf-manifest.json', additionalData: exposeAssetsByPage(federation) },
    dts: false,
    dev: false,
    runtimePlugins: isShell ? [join(workspaceRoot, 'scripts/rspack/federation-sdk-provider.runtime-plugin.cjs')] : [],
    experiments: federationExperiments({ isShell, externalRuntime }),
  });
}

function devServer(app, isShell) {
  return {
    port: app.port,
    host: '127.0.0.1',
    historyApiFallback: true,
    hot: false,
    // A remote's dev client would also run inside the shell's page (it rides along in the remote entry) and
    // reload it on every remote rebuild, so only the shell live-reloads; refresh a standalone remote by hand.
    liveReload: isShell,
    client: isShell ? { overlay: { warnings: false } } : false,
    webSocketServer: isShell ? 'ws' : false,
    headers: { 'Access-Control-Allow-Origin': '*' },
    setupMiddlewares: (middlewares) => {
      if (isShell) {
        const manifest = devRemotesManifest();
        const body = JSON.stringify(manifest);
        middlewares.unshift({
          name: 'dev-remotes-manifest',
          path: '/remotes.json',
          middleware: (_request, response) => {
            response.setHeader('Content-Type', 'application/json');
            response.end(body);
          },
        });
      }
      return middlewares;
    },
  };
}

/**
 * The shell's start-up needs React, React DOM, the router, TanStack Query and the shared workspace modules
 * (auth, the router facade, toasts) at once. Shared through Module Federation, each would be a chunk of its own:
 * nine requests a phone pays for one by one (each costs the page's main thread a few milliseconds to issue and
 * take in, more through the service worker). Two chunks hold them: the packages, which change rarely, and our
 * shared modules. Firebase's client and what it loads stay lazy (signing in, a stored session's refresh).
 */
function shellStartUpChunks() {
  const lazyAuth = /[\\/]libs[\\/]auth[\\/]src[\\/]firebase[\\/](?!request-runtime-config)/;
  const folders = sharedWorkspaceFolders(workspaceRoot).map((folder) => `${folder}${sep}`);
  const inSharedWorkspace = (/** @type {string} */ path) => folders.some((folder) => path.startsWith(folder));
  return {
    cacheGroups: {
      startUpVendors: {
        test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
        name: 'start-up-vendors',
        chunks: 'all',
        enforce: true,
        priority: 20,
      },
      startUpShared: {
        test: (/** @type {{ resource?: string }} */ module) => inSharedWorkspace(module.resource ?? '') && !lazyAuth.test(module.resource ?? ''),
        name: 'start-up-shared',
        chunks: 'all',
        enforce: true,
        priority: 10,
      },
    },
  };
}

function outputFilenames(hashed) {
  const name = (extension) => (hashed ? `[name].[contenthash:8].${extension}` : `[name].${extension}`);
  return { filename: name('js'), chunkFilename: name('js'), cssFilename: name('css'), cssChunkFilename: name('css') };
}

function appConfig({ appDir, app, title, headHtml, headScript, federation, isShell, isDevServer, externalRuntime, plainStandalone }) {
  // Folders written by the app's companion builds, which run first.
  const keptFolders = [...(externalRuntime && !plainStandalone ? [providerFolder] : []), ...(headScript ? [headScriptFolder] : [])];
  const pagePlugins = plainStandalone
    ? []
    : [
        htmlPlugin({
          title,
          publicPath: isDevServer ? '/' : app.mountPath,
          headScripts: () => (externalRuntime ? [providerScriptPath(appDir)] : []),
          inlineScripts: () => (headScript ? [headScriptCode(appDir)] : []),
          headHtml,
        }),
        ...(headScript ? [new InlineScriptHashesPlugin()] : []),
      ];
  return {
    name: federation.name,
    mode: isDevServer ? 'development' : 'production',
    context: appDir,
    entry: { main: './src/main.ts' },
    devtool: isDevServer ? 'cheap-module-source-map' : 'source-map',
    // rspack serve compiles dynamic imports on demand by default; a remote's chunks requested from the
    // shell's page would wait on that remote's dev server, so every chunk is built up front.
    lazyCompilation: false,
    output: {
      path: join(appDir, 'dist'),
      // 'auto': the runtime finds chunks next to the script that loaded it, so a remote works wherever its
      // manifest is served from (/mfe/<name>/ behind the gateway, or its own dev server).
      publicPath: 'auto',
      uniqueName: federation.name,
      ...outputFilenames(!isDevServer),
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: keptFolders.length > 0 ? { keep: new RegExp(`(^|/)(${keptFolders.join('|')})(/|$)`) } : true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      tsConfig: { configFile: join(workspaceRoot, 'tsconfig.base.json') },
    },
    module: { rules: moduleRules(), parser: { 'css/auto': { namedExports: false } } },
    plugins: [
      ...pagePlugins,
      ...(isShell && !isDevServer ? [new InitialChunkHintsPlugin({ publicPath: app.mountPath })] : []),
      new rspack.DefinePlugin(publicEnvDefinitions()),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
      federationPlugin(federation, { isShell, externalRuntime }),
      ...(externalRuntime ? [federationSdkExternal()] : []),
      new ForbidDirectRouterImportsPlugin(workspaceRoot),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', ...(isShell && !isDevServer ? { splitChunks: shellStartUpChunks() } : {}) },
    performance: false,
    devServer: devServer(app, isShell),
    stats: 'errors-warnings',
  };
}

/**
 * A remote's own page (the clubhouse TV) built without Module Federation: nothing on it is shared with a host,
 * so it needs neither the federation runtime (~22 KiB gzipped, plus its share negotiation in main.js) nor the
 * async boundary before the app (one chunk round trip). Written into the same dist after the federated build
 * (which then writes no index.html), its chunks content-hashed like the rest.
 */
function plainStandaloneConfig(federated, { appDir, app, title, headScript, federation }) {
  return {
    ...federated,
    name: `${federation.name}-standalone`,
    entry: { main: './src/bootstrap.tsx' },
    output: { ...federated.output, uniqueName: `${federation.name}-standalone`, clean: false },
    plugins: [
      htmlPlugin({ title, publicPath: app.mountPath, headScripts: () => [], inlineScripts: () => (headScript ? [headScriptCode(appDir)] : []), headHtml: '' }),
      ...(headScript ? [new InlineScriptHashesPlugin()] : []),
      new rspack.DefinePlugin(publicEnvDefinitions()),
      new ForbidDirectRouterImportsPlugin(workspaceRoot),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    devServer: undefined,
  };
}

/**
 * @param {{ appDir: string, title: string, headHtml?: string, headScript?: string, plainStandalone?: boolean, federation: { name: string, exposes?: Record<string, string> } }} options
 *   headHtml: extra tags for the page's <head> (the shell's web app manifest and icons)
 *   headScript: an entry (./src/...) built on its own and run in the <head> before the app (production builds)
 *   plainStandalone: a remote whose own page is built without federation (production builds)
 */
export function createAppConfig({ appDir, title, headHtml = '', headScript, federation, plainStandalone = false }) {
  return (env = {}) => {
    const folder = appDir.split('/').pop();
    const app = apps[folder];
    if (!app) throw new Error(`unknown front-end app folder: ${folder}`);
    const isShell = folder === 'shell';
    const isDevServer = Boolean(env.RSPACK_SERVE);
    // The dev servers keep a full runtime in each remote so any of them runs alone without a provider build.
    const externalRuntime = !isShell && !isDevServer;
    const withHeadScript = Boolean(headScript) && !isDevServer;
    const plain = plainStandalone && !isShell && !isDevServer;
    const options = { appDir, app, title, headHtml, federation, isShell, isDevServer, externalRuntime, plainStandalone: plain };
    const config = appConfig({ ...options, headScript: withHeadScript ? headScript : undefined });
    const companions = [
      ...(externalRuntime && !plain ? [runtimeCoreProviderConfig({ name: `${federation.name}-runtime-core`, appDir })] : []),
      ...(withHeadScript
        ? [headScriptConfig({ name: `${federation.name}-head-script`, appDir, entry: headScript, resolve: config.resolve, rules: moduleRules() })]
        : []),
    ];
    const federated = companions.length === 0 ? config : { ...config, dependencies: companions.map((companion) => companion.name) };
    if (!plain) return companions.length === 0 ? config : [...companions, federated];
    const standalone = plainStandaloneConfig(config, { appDir, app, title, headScript: withHeadScript ? headScript : undefined, federation });
    return [...companions, federated, { ...standalone, dependencies: [federated.name] }];
  };
}
