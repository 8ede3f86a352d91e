// Workspace lint rules. Module boundaries: remotes never import each other, the shell or the api;
// libs never import apps; libs/golf and libs/contracts stay free of React and Nest.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import prettierRecommended from 'eslint-plugin-prettier/recommended';
import { noRelativeImportAcrossPackages } from './scripts/lint/no-relative-import-across-packages.rule.mjs';
import { featureLayout } from './scripts/lint/feature-layout.rule.mjs';
import { apiPersistence } from './scripts/lint/api-persistence.rule.mjs';
import { appDataLayer } from './scripts/lint/app-data-layer.rule.mjs';

const apps = ['shell', 'mfe-scoring', 'mfe-leaderboard', 'mfe-admin', 'mfe-assistant', 'api'];
const frontEndApps = apps.filter((app) => app !== 'api');

function forbidOtherApps(self) {
  const others = apps.filter((app) => app !== self);
  return {
    files: [`${self}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: others.flatMap((app) => [`**/${app}/**`, `@fairway/${app}`, `@fairway/${app}/**`]),
              message: 'Apps and remotes do not import each other: share through libs/.',
            },
          ],
        },
      ],
    },
  };
}

const libsStayIndependent = {
  files: ['libs/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: apps.flatMap((app) => [`**/${app}/**`, `@fairway/${app}`, `@fairway/${app}/**`]),
            message: 'Libraries never import apps or remotes.',
          },
        ],
      },
    ],
  },
};

const pureLibs = {
  files: ['libs/golf/**/*.ts', 'libs/contracts/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['react', 'react-*', 'react/**', '@nestjs/*', 'typeorm', 'antd', 'antd/**'], message: 'Pure libraries stay framework-free.' },
          { group: apps.flatMap((app) => [`**/${app}/**`, `@fairway/${app}`]), message: 'Libraries never import apps or remotes.' },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', '**/test-results/**', '.nx/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false, fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Hooks live in .ts files too (use-*.ts): the rules cover every front-end source.
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // CommonJS on purpose (e.g. the federation runtime plugin that must share the runtime's CommonJS build).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // API modules talk through exported services: no chain of imports may lead back to where it started.
    files: ['api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts'], 'import-x/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // One way to the database (docs/api-modules.md): SQL in repositories only, another module's data through
    // its exported service, migrations without live code. No file is excepted.
    files: ['api/src/**/*.ts'],
    plugins: { 'fairway-api': { rules: { persistence: apiPersistence } } },
    rules: { 'fairway-api/persistence': 'error' },
  },
  {
    plugins: { fairway: { rules: { 'no-relative-import-across-packages': noRelativeImportAcrossPackages } } },
    rules: { 'fairway/no-relative-import-across-packages': 'error' },
  },
  {
    // Inside the shell and each remote: features keep to themselves, shared/ never imports a feature, and a
    // feature holds only components/, hooks/, model/, offline/ and testing/.
    files: frontEndApps.map((app) => `${app}/src/**/*.{ts,tsx}`),
    plugins: { 'fairway-layout': { rules: { 'feature-layout': featureLayout } } },
    rules: { 'fairway-layout/feature-layout': 'error' },
  },
  {
    // The shell and the remotes reach the API through libs/api-client only (docs/data-layer.md): no fetch, query
    // key, query client or mutation of their own. Each allowance names the file, what it may use and why.
    files: frontEndApps.map((app) => `${app}/src/**/*.{ts,tsx}`),
    plugins: { 'fairway-data': { rules: { 'app-data-layer': appDataLayer } } },
    rules: {
      'fairway-data/app-data-layer': [
        'error',
        {
          allowed: [
            {
              file: 'shell/src/shared/model/remotes-manifest.ts',
              uses: ['fetch'],
              reason: 'Reads /remotes.json, the runtime list of remotes the gateway serves, not the API.',
            },
            {
              file: 'shell/src/features/preload/model/start-route-preload.ts',
              uses: ['fetch'],
              reason: "Asks for the route's remote manifest (a static file) before the remote loads; its API reads go through prefetchRead.",
            },
            {
              file: 'shell/src/features/analytics/model/analytics.ts',
              uses: ['fetch'],
              reason: 'Posts analytics events to the configured sink (not the API) when sendBeacon refuses them.',
            },
            {
              file: 'mfe-leaderboard/src/features/tv/hooks/use-reload-on-deploy.ts',
              uses: ['fetch'],
              reason: "The TV fetches its own remote's manifest to notice a new deploy, not the API.",
            },
          ],
        },
      ],
    },
  },
  ...apps.map(forbidOtherApps),
  libsStayIndependent,
  pureLibs,
  // Formatting is Prettier's (.prettierrc.json), checked as part of lint; last, so it switches off style rules it owns.
  prettierRecommended,
);
