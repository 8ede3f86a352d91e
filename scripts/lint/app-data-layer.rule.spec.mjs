import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { Linter, RuleTester } from 'eslint';
import { appDataLayer } from './app-data-layer.rule.mjs';

const scoring = join(import.meta.dirname, '..', '..', 'mfe-scoring', 'src');
const scorecardPage = join(scoring, 'features', 'scorecard', 'components', 'scorecard-page.tsx');
const reloadOnDeploy = join(import.meta.dirname, '..', '..', 'mfe-leaderboard', 'src', 'features', 'tv', 'hooks', 'use-reload-on-deploy.ts');
const allowDeployCheck = [
  {
    allowed: [{ file: 'mfe-leaderboard/src/features/tv/hooks/use-reload-on-deploy.ts', uses: ['fetch'], reason: "fetches the TV's own manifest, not the API" }],
  },
];

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });

tester.run('app-data-layer', appDataLayer, {
  valid: [
    { filename: scorecardPage, code: "import { useCardStatus, useSubmitCard } from '@fairway/api-client';" },
    {
      filename: scorecardPage,
      code: "import { useQuery } from '@tanstack/react-query'; const board = useQuery({ ...leaderboardQueryOptions(id), refetchInterval: 5000 });",
    },
    { filename: scorecardPage, code: 'const isKept = (query) => query.queryKey[0] === "/api/scores";' },
    { filename: scorecardPage, code: 'const { queryKey } = options;' },
    { filename: scorecardPage, code: 'await client.fetchQuery(options); await client.prefetchQuery(options);' },
    { filename: reloadOnDeploy, code: "const response = await fetch(url, { cache: 'no-store' });", options: allowDeployCheck },
  ],
  invalid: [
    { filename: scorecardPage, code: "const scores = await fetch('/api/scores?teamId=1');", errors: [{ messageId: 'fetch' }] },
    { filename: scorecardPage, code: 'const response = window.fetch(path);', errors: [{ messageId: 'fetch' }] },
    {
      filename: scorecardPage,
      code: "import { useQuery } from '@tanstack/react-query'; useQuery({ queryKey: ['/api/scores', id], queryFn: read });",
      errors: [{ messageId: 'queryKey' }],
    },
    { filename: scorecardPage, code: "client.invalidateQueries({ 'queryKey': ['/api/teams'] });", errors: [{ messageId: 'queryKey' }] },
    { filename: scorecardPage, code: "import { useMutation } from '@tanstack/react-query';", errors: [{ messageId: 'useMutation' }] },
    { filename: scorecardPage, code: "import { useQueryClient as useClient } from '@tanstack/react-query';", errors: [{ messageId: 'useQueryClient' }] },
    {
      filename: scorecardPage,
      code: "import * as query from '@tanstack/react-query'; const client = query.useQueryClient();",
      errors: [{ messageId: 'useQueryClient' }],
    },
    { filename: scorecardPage, code: "export { useQueryClient } from '@tanstack/react-query';", errors: [{ messageId: 'useQueryClient' }] },
    // An allowance covers the file and the uses it names, nothing else.
    { filename: scorecardPage, code: "await fetch('/manifest.json');", options: allowDeployCheck, errors: [{ messageId: 'fetch' }] },
    {
      filename: reloadOnDeploy,
      code: "import { useQueryClient } from '@tanstack/react-query';",
      options: allowDeployCheck,
      errors: [{ messageId: 'useQueryClient' }],
    },
  ],
});

describe('app-data-layer options', () => {
  it('refuses an allowance without its reason', () => {
    const linter = new Linter({ configType: 'flat' });
    const config = {
      plugins: { fairway: { rules: { 'app-data-layer': appDataLayer } } },
      rules: { 'fairway/app-data-layer': ['error', { allowed: [{ file: 'a.ts', uses: ['fetch'] }] }] },
    };
    expect(() => linter.verify('fetch(url);', /** @type {any} */ (config), 'a.js')).toThrow(/reason/);
  });
});
