// Jest settings shared by the front-end projects (apps and React libs): ESM, @swc/jest with the automatic
// React runtime, jsdom, workspace libs mapped to their sources and stylesheets replaced by a class-name proxy.
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const workspaceRoot = join(here, '..', '..');

/** @param {{ displayName: string, projectDir: string }} options */
export function createJestConfig({ displayName, projectDir }) {
  const toRoot = relative(projectDir, workspaceRoot) || '.';
  return {
    displayName,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2023', transform: { react: { runtime: 'automatic' } } },
          module: { type: 'es6' },
        },
      ],
    },
    moduleNameMapper: {
      '^@fairway/(contracts|golf|api-client|ui|auth)$': `<rootDir>/${toRoot}/libs/$1/src/index.ts`,
      '^@fairway/ui/router$': `<rootDir>/${toRoot}/libs/ui/src/router/index.ts`,
      '^@fairway/ui/testing$': `<rootDir>/${toRoot}/libs/ui/src/testing/index.ts`,
      '^@fairway/ui/toast$': `<rootDir>/${toRoot}/libs/ui/src/toast/index.ts`,
      '^@fairway/auth/testing$': `<rootDir>/${toRoot}/libs/auth/src/testing/index.ts`,
      '\\.css$': `<rootDir>/${toRoot}/scripts/rspack/jest/style-mock.cjs`,
      '\\.(svg|png|jpe?g|webp)$': `<rootDir>/${toRoot}/scripts/rspack/jest/file-mock.cjs`,
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    setupFiles: [`<rootDir>/${toRoot}/scripts/rspack/jest/browser-apis.js`],
  };
}

/**
 * Jest settings of the framework-free libs (contracts, golf): ESM TypeScript through @swc/jest in Node.
 * @param {{ displayName: string }} options
 */
export function createNodeJestConfig({ displayName }) {
  return {
    displayName,
    testEnvironment: 'node',
    roots: ['<rootDir>/src'],
    extensionsToTreatAsEsm: ['.ts'],
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2023' }, module: { type: 'es6' } }],
    },
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  };
}
