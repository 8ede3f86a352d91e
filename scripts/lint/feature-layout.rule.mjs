// ESLint rule: the layout inside an app (the shell and each remote). A feature is
// `src/features/<feature>/` holding only the folders below; it never reaches into another feature, and
// `src/shared/` (what several features use) never reaches into a feature. What two features need moves
// to `shared/`; `app/` (bootstrap, routes, standalone) composes features and may import any of them.
import { dirname, resolve, sep } from 'node:path';

export const featureFolders = ['components', 'hooks', 'model', 'offline', 'testing'];

// Import paths an app may write instead of a relative one, mapped onto its `src/`.
const srcAliases = ['@/', '~/', '#/', 'src/'];

/**
 * Where a file sits in its app: the app's `src` folder, and the feature (or shared) part of the path.
 * @param {string} path an absolute path with the platform's separators
 * @returns {{ src: string, area: 'feature', feature: string, rest: string[] } | { src: string, area: 'shared' } | { src: string, area: 'other' } | undefined}
 */
export function placeOf(path) {
  const parts = path.split(sep);
  const at = parts.findLastIndex((part, index) => part === 'src' && ['features', 'shared', 'app'].includes(parts[index + 1] ?? ''));
  if (at < 0) return undefined;
  const src = parts.slice(0, at + 1).join(sep);
  const [top, feature, ...rest] = parts.slice(at + 1);
  if (top === 'features' && feature && rest.length > 0) return { src, area: 'feature', feature, rest };
  if (top === 'shared') return { src, area: 'shared' };
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
      folder: "'{{folder}}' is not a feature folder: files of a feature live in one of {{allowed}}.",
      loose: 'A feature holds only folders: put this file in one of {{allowed}}.',
    },
    schema: [],
  },
  create(context) {
    const filename = resolve(context.filename);
    const place = placeOf(filename);
    if (!place) return {};
    const fileDir = dirname(filename);
    /** @param {unknown} node */
    const check = (node) => {
      const source = /** @type {{ value?: unknown } | null | undefined} */ (node)?.value;
      if (typeof source !== 'string' || place.area === 'other') return;
      const path = target(source, fileDir, place.src);
      const imported = path && placeOf(path);
      if (!imported || imported.src !== place.src || imported.area !== 'feature') return;
      const report = /** @type {import('estree').Node} */ (node);
      if (place.area === 'shared') context.report({ node: report, messageId: 'sharedToFeature', data: { source } });
      else if (imported.feature !== place.feature) context.report({ node: report, messageId: 'otherFeature', data: { source, other: imported.feature } });
    };
    const allowed = featureFolders.map((folder) => `${folder}/`).join(', ');
    return {
      Program(node) {
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
