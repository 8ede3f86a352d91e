import { join } from 'node:path';
import { describe, it } from '@jest/globals';
import { RuleTester } from 'eslint';
import { featureLayout } from './feature-layout.rule.mjs';

const src = join(import.meta.dirname, '..', '..', 'mfe-leaderboard', 'src');
const tvPage = join(src, 'features', 'tv', 'components', 'tv-page.tsx');
const sharedText = join(src, 'shared', 'model', 'board-text.ts');
const standalone = join(src, 'app', 'standalone-app.tsx');

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });

tester.run('feature-layout', featureLayout, {
  valid: [
    { filename: tvPage, code: "import { useClock } from '../hooks/use-clock';" },
    { filename: tvPage, code: "import { boardText } from '../../../shared/model/board-text';" },
    { filename: tvPage, code: "import { limits } from '@fairway/contracts/limits';" },
    { filename: join(src, 'features', 'tv', 'testing', 'render-tv.tsx'), code: "import { TvPage } from '../components/tv-page';" },
    { filename: join(src, 'features', 'tv', 'model', 'deep', 'rows.ts'), code: 'export const rows = 1;' },
    { filename: sharedText, code: "import { limits } from '@fairway/contracts/limits';" },
    { filename: standalone, code: "import { TvPage } from '../features/tv/components/tv-page';" },
    { filename: standalone, code: "const page = import('@/features/leaderboard/components/leaderboard-page');" },
    { filename: standalone, code: "import { LazyPanel } from './lazy-panel';" },
    { filename: join(src, 'bootstrap.tsx'), code: "import { StandaloneApp } from './app/standalone-app';" },
    { filename: join(src, 'main.ts'), code: "import('./bootstrap');" },
    { filename: join(src, 'features', 'tv', 'components', 'tv-page.spec.tsx'), code: "import { TvPage } from '../../../app/tv-page';" },
  ],
  invalid: [
    {
      filename: tvPage,
      code: "import { LiveBoard } from '../../leaderboard/components/live-board-panel';",
      errors: [{ messageId: 'otherFeature' }],
    },
    { filename: tvPage, code: "export * from '@/features/leaderboard/model/views';", errors: [{ messageId: 'otherFeature' }] },
    { filename: tvPage, code: "const panel = import('src/features/leaderboard/components/panel');", errors: [{ messageId: 'otherFeature' }] },
    { filename: sharedText, code: "import { TvBoard } from '../../features/tv/components/tv-board';", errors: [{ messageId: 'sharedToFeature' }] },
    { filename: join(src, 'features', 'tv', 'utils', 'clock.ts'), code: 'export const clock = 1;', errors: [{ messageId: 'folder' }] },
    { filename: join(src, 'features', 'tv', 'queries', 'get-board.ts'), code: 'export const board = 1;', errors: [{ messageId: 'folder' }] },
    { filename: join(src, 'features', 'tv', 'tv-content.ts'), code: 'export const title = 1;', errors: [{ messageId: 'loose' }] },
    { filename: tvPage, code: "import { LazyBoard } from '../../../app/lazy-board';", errors: [{ messageId: 'toApp' }] },
    { filename: tvPage, code: "const routes = import('@/app/routes');", errors: [{ messageId: 'toApp' }] },
    { filename: sharedText, code: "export { standalone } from '../../app/standalone-app';", errors: [{ messageId: 'toApp' }] },
    { filename: join(src, 'app', 'bootstrap.tsx'), code: "import { StandaloneApp } from './standalone-app';", errors: [{ messageId: 'bootstrap' }] },
    { filename: join(src, 'features', 'tv', 'components', 'bootstrap.tsx'), code: 'export {};', errors: [{ messageId: 'bootstrap' }] },
  ],
});
