// ESLint rule: the layout inside an app (the shell and each remote). A feature is
// `src/features/<feature>/` holding only the folders below; it never reaches into another feature, and
// `src/shared/` (what several features use) never reaches into a feature. What two features need moves
// to `shared/`; `app/` (routes, standalone, lazy parts) composes features and may import any of them, and
// neither a feature nor `shared/` imports `app/`: what a feature needs from another comes to it as props.
// The bootstrap `main.ts` imports is `src/bootstrap.tsx`, beside `main.ts`, in every app.
import { basename, dirname, resolve, sep } from 'node:path';

export const featureFolders = ['components', 'hooks', 'model', 'offline', 'testing'];

// Import paths an app may write instead of a relative one, mapped onto its `src/`.
const srcAliases = ['@/', '~/', '#/', 'src/'];

/**
 * Where a file sits in its app: the app's `src` folder, and the feature (or shared) part of the path.
 * @param {string} path an absolute path with the platform's separators
 * @returns {{ src: string, area: 'feature', feature: string, rest: string[] } | { src: string, area: 'shared' | 'app' | 'other' } | undefined}
 */
export function placeOf(path) {
  const parts = path.split(sep);
  const at = parts.findLastIndex((part, index) => part === 'src' && ['features', 'shared', 'app'].includes(parts[index + 1] ?? ''));
  if (at < 0) return undefined;
  const src = parts.slice(0, at + 1).join(sep);
  const [top, feature, ...rest] = parts.slice(at + 1);
  if (top === 'features' && feature && rest.length > 0) return { src, area: 'feature', feature, rest };
  if (top === 'shared') return { src, area: 'shared' };
  if (top === 'app') return { src, area: 'app' };
  return { src, area: 'other' };
}

/**
 * The absolute path an import points at inside the importing file's app, or undefined for a package.
 * @param {string} source @param {string} fileDir @param {string} src
 */
function target(source, fileDir, src) {
  if (source.startsWith('.')) return resolve(fileDir, source);
  const alias = srcAliases.find((prefix) => source.startsWith(prefix));
  return alias ? resolve(src, source.slice(alias.length)) : undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureLayout = {
  meta: {
    type: 'problem',
    messages: {
      otherFeature: "'{{source}}' is inside feature '{{other}}': a feature does not import another one; move what both use to src/shared/.",
      sharedToFeature: "'{{source}}' is inside a feature: src/shared/ is used by features and never imports them.",
      toApp: "'{{source}}' is inside src/app/: app/ composes features and shared/, which never import it; take what it would give as props.",
      bootstrap: 'The bootstrap lives at src/bootstrap.tsx, beside main.ts, in every app.',
      folder: "'{{folder}}' is not a feature folder: files of a feature live in one of {{allowed}}.",
      loose: 'A feature holds only folders: put this file in one of {{allowed}}.',
    },
    schema: [],
  },
  create(context) {
    const filename = resolve(context.filename);
    const place = placeOf(filename);
    const misplacedBootstrap = /^bootstrap\.[jt]sx?$/.test(basename(filename)) && basename(dirname(filename)) !== 'src';
    /** @param {import('estree').Program} node */
    const checkBootstrap = (node) => misplacedBootstrap && context.report({ node, messageId: 'bootstrap' });
    if (!place) return { Program: checkBootstrap };
    const fileDir = dirname(filename);
    const isSpec = /\.spec\.[cm]?[jt]sx?$/.test(filename);
    /** @param {unknown} node */
    const check = (node) => {
      const source = /** @type {{ value?: unknown } | null | undefined} */ (node)?.value;
      if (typeof source !== 'string' || place.area === 'other' || place.area === 'app') return;
      const path = target(source, fileDir, place.src);
      const imported = path && placeOf(path);
      if (!imported || imported.src !== place.src) return;
      const report = /** @type {import('estree').Node} */ (node);
      // A spec may render what the app composes: it drives the page as the product shows it.
      if (imported.area === 'app' && !isSpec) context.report({ node: report, messageId: 'toApp', data: { source } });
      if (imported.area !== 'feature') return;
      if (place.area === 'shared') context.report({ node: report, messageId: 'sharedToFeature', data: { source } });
      else if (place.area === 'feature' && imported.feature !== place.feature)
        context.report({ node: report, messageId: 'otherFeature', data: { source, other: imported.feature } });
    };
    const allowed = featureFolders.map((folder) => `${folder}/`).join(', ');
    return {
      Program(node) {
        checkBootstrap(node);
        if (place.area !== 'feature') return;
        const [folder, ...below] = place.rest;
        if (below.length === 0) context.report({ node, messageId: 'loose', data: { allowed } });
        else if (folder && !featureFolders.includes(folder)) context.report({ node, messageId: 'folder', data: { folder, allowed } });
      },
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
