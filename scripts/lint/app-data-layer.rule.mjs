// ESLint rule: the shell and the remotes reach the API only through libs/api-client (docs/data-layer.md). A
// screen imports a read or write hook from there; it never builds a query key, holds the query client
// (to invalidate or write the cache), writes a mutation of its own or calls `fetch`. A file that must is
// listed in the options with the uses it may make and why: the allow-list is the documentation.

/** @typedef {'fetch' | 'queryKey' | 'useMutation' | 'useQueryClient'} Use */

/** @type {readonly Use[]} */
const uses = ['fetch', 'queryKey', 'useMutation', 'useQueryClient'];
const hooks = new Set(['useMutation', 'useQueryClient']);

/** @param {any} node the name an import, export, property or member names */
function nameOf(node) {
  if (!node) return undefined;
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const appDataLayer = {
  meta: {
    type: 'problem',
    messages: {
      fetch: "'fetch' in an app: call the API through a read (get-<thing>.ts) or write (use-<verb>-<thing>.ts) of libs/api-client.",
      queryKey: 'A query key built in an app: keys come from the reads of libs/api-client (their `...QueryOptions` and hooks).',
      useMutation: "'useMutation' in an app: a write is a use-<verb>-<thing>.ts hook of libs/api-client, built on useApiMutation.",
      useQueryClient: "'useQueryClient' in an app: what reads, invalidates or writes the cache is a hook of libs/api-client.",
    },
    schema: [
      {
        type: 'object',
        properties: {
          allowed: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                file: { type: 'string', minLength: 1 },
                uses: { type: 'array', items: { enum: [...uses] }, minItems: 1 },
                reason: { type: 'string', minLength: 20 },
              },
              required: ['file', 'uses', 'reason'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    const allowed = /** @type {{ allowed?: { file: string, uses: Use[] }[] }} */ (context.options[0] ?? {}).allowed ?? [];
    const mayUse = new Set(allowed.filter((entry) => file.endsWith(entry.file)).flatMap((entry) => entry.uses));
    /** @param {any} node @param {Use} use */
    const report = (node, use) => {
      if (!mayUse.has(use)) context.report({ node, messageId: use });
    };
    /** @param {any} node @param {string | undefined} name */
    const checkHook = (node, name) => {
      if (name && hooks.has(name)) report(node, /** @type {Use} */ (name));
    };

    return {
      ImportSpecifier: (node) => checkHook(node, nameOf(node.imported)),
      ExportSpecifier: (node) => checkHook(node, nameOf(node.local)),
      MemberExpression: (node) => {
        if (!node.computed) checkHook(node, nameOf(node.property));
      },
      Property: (node) => {
        if (!node.computed && node.parent?.type === 'ObjectExpression' && nameOf(node.key) === 'queryKey') report(node, 'queryKey');
      },
      CallExpression: (node) => {
        const callee = node.callee;
        const name = callee.type === 'MemberExpression' && !callee.computed ? nameOf(callee.property) : nameOf(callee);
        if (name === 'fetch') report(node, 'fetch');
      },
    };
  },
};
