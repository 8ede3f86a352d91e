// ESLint rule: one way to the database in the API (docs/api-modules.md). A module's SQL lives in its
// repositories, never in a `*.service.ts`, and only a repository (or the database layer itself) runs a query; a module reaches another module's data through that module's
// exported service, never its repository; a migration imports no live code of the API (it keeps a copy of
// what it needs, so it runs the same on every database whatever the code later becomes).
import { basename, dirname, relative, resolve, sep } from 'node:path';

// The house writes SQL keywords in capitals: a sentence that starts with "Select" is not a statement.
const SQL_TEXT = /^\s*(SELECT\s|INSERT\s+INTO\s|UPDATE\s+\w+\s+SET\s|DELETE\s+FROM\s|WITH\s+\w+\s+AS\s*\(|SET\s+CONSTRAINTS\s)/;

/**
 * Where a file sits in the API: its module's name (api/src/modules/<name>/...), or a migration.
 * @param {string} file
 */
function placeOf(file) {
  const parts = file.split(sep);
  const src = parts.lastIndexOf('src');
  if (src < 1 || parts[src - 1] !== 'api') return null;
  const inSrc = parts.slice(src + 1);
  const root = parts.slice(0, src + 1).join(sep);
  const database = inSrc[0] === 'database';
  if (inSrc[0] === 'modules' && inSrc.length > 2) return { module: inSrc[1], migration: false, database, root };
  return { module: null, migration: database && inSrc[1] === 'migrations', database, root };
}

/** @type {import('eslint').Rule.RuleModule} */
export const apiPersistence = {
  meta: {
    type: 'problem',
    messages: {
      sqlInService: "SQL in a service: put the statement in the module's repository (a NamedStatement with a typed row) and call it from here.",
      queryOutsideRepository: "A query outside a repository: put the statement in the module's repository (a NamedStatement with a typed row) and call that.",
      otherRepository: "'{{source}}' is the {{module}} module's repository: use that module's exported service.",
      migrationImport: "'{{source}}' is live API code: a migration keeps its own copy of what it needs.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const place = placeOf(file);
    if (!place || file.endsWith('.spec.ts')) return {};
    const checksSql = file.endsWith('.service.ts');
    // The database layer (data source, named statements, migrations, seeds) is where queries are run from.
    const checksQueries = !file.endsWith('.repository.ts') && !place.database;
    const fileDir = dirname(file);

    /** @param {any} node */
    const checkImport = (node) => {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(fileDir, source);
      if (place.migration) {
        if (!target.startsWith(resolve(place.root, 'database', 'migrations') + sep)) context.report({ node, messageId: 'migrationImport', data: { source } });
        return;
      }
      const inModules = relative(resolve(place.root, 'modules'), target).split(sep);
      const module = inModules[0];
      if (!module || module.startsWith('..') || module === place.module || inModules.length < 2) return;
      if (basename(target).endsWith('.repository')) context.report({ node, messageId: 'otherRepository', data: { source, module } });
    };
    /** @param {any} node @param {string} text */
    const checkText = (node, text) => {
      if (checksSql && SQL_TEXT.test(text)) context.report({ node, messageId: 'sqlInService' });
    };

    return {
      ImportDeclaration: (node) => checkImport(node.source),
      ExportAllDeclaration: (node) => checkImport(node.source),
      ExportNamedDeclaration: (node) => checkImport(node.source),
      ImportExpression: (node) => checkImport(node.source),
      Literal: (node) => {
        if (typeof node.value === 'string') checkText(node, node.value);
      },
      TemplateLiteral: (node) => checkText(node, node.quasis[0]?.value.cooked ?? ''),
      CallExpression: (node) => {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier' || callee.property.name !== 'query') return;
        if (checksSql) context.report({ node, messageId: 'sqlInService' });
        else if (checksQueries) context.report({ node, messageId: 'queryOutsideRepository' });
      },
    };
  },
};
