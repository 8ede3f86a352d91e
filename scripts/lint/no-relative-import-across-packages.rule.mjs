// ESLint rule: a relative import must stay inside the workspace package it is written in. Another package
// is imported by its name and subpath (`@fairway/contracts/messages`), which keeps its boundary and lets
// the bundler drop what a page does not use.
import { existsSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';

/** @type {Map<string, string>} */
const rootCache = new Map();

/**
 * The folder of the nearest package.json above `dir` (the workspace package a file belongs to).
 * @param {string} dir
 * @returns {string}
 */
function packageRoot(dir) {
  const known = rootCache.get(dir);
  if (known) return known;
  const parent = dirname(dir);
  const root = existsSync(join(dir, 'package.json')) || parent === dir ? dir : packageRoot(parent);
  rootCache.set(dir, root);
  return root;
}

/** @param {string} root @param {string} path */
function inside(root, path) {
  return path === root || path.startsWith(root + sep);
}

/** @type {import('eslint').Rule.RuleModule} */
export const noRelativeImportAcrossPackages = {
  meta: {
    type: 'problem',
    messages: { across: "'{{source}}' reaches into another package: import it by name (e.g. @fairway/contracts/messages)." },
    schema: [],
  },
  create(context) {
    const fileDir = dirname(context.filename);
    const own = packageRoot(fileDir);
    /** @param {unknown} node */
    const check = (node) => {
      const source = /** @type {{ value?: unknown } | null | undefined} */ (node)?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      if (!inside(own, resolve(fileDir, source))) context.report({ node: /** @type {import('estree').Node} */ (node), messageId: 'across', data: { source } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
