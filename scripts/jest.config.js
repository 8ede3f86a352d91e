// The scripts are plain ESM JavaScript run by Node 24, so jest loads them natively: no transform.
/** @type {import('jest').Config} */
export default {
  displayName: 'scripts',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.spec.mjs'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/rspack/'],
  moduleFileExtensions: ['mjs', 'js', 'json'],
  transform: {},
  testTimeout: 30_000,
};
