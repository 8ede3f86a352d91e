import { join } from 'node:path';
import { describe, it } from '@jest/globals';
import { RuleTester } from 'eslint';
import { noRelativeImportAcrossPackages } from './no-relative-import-across-packages.rule.mjs';

const root = join(import.meta.dirname, '..', '..');
const inUi = join(root, 'libs', 'ui', 'src', 'charity-card', 'charity-card.tsx');
const inShell = join(root, 'shell', 'src', 'features', 'home', 'home-page.tsx');

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });

tester.run('no-relative-import-across-packages', noRelativeImportAcrossPackages, {
  valid: [
    { filename: inUi, code: "import styles from './charity-card.module.css';" },
    { filename: inUi, code: "import { Panel } from '../panel/panel';" },
    { filename: inUi, code: "import { messages } from '@fairway/contracts/messages';" },
    { filename: inShell, code: "const page = import('../not-found/not-found-page');" },
  ],
  invalid: [
    { filename: inUi, code: "import { messages } from '../../../contracts/src/messages';", errors: [{ messageId: 'across' }] },
    { filename: inShell, code: "export * from '../../../../libs/auth/src/testing';", errors: [{ messageId: 'across' }] },
    { filename: inShell, code: "const config = import('../../../../scripts/rspack/apps.js');", errors: [{ messageId: 'across' }] },
  ],
});
