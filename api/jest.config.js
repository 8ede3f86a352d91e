const swcOptions = {
  jsc: {
    target: 'es2023',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
  },
  module: { type: 'es6' },
};

export default {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions] },
  moduleNameMapper: {
    '^@fairway/(contracts|golf|api-client|ui|auth)$': '<rootDir>/../libs/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testTimeout: 60_000,
  // Each file has its own app and database (copied from the run's template), so files run side by side; jest's
  // default on two cores is one worker, which leaves a core idle once CI's other tasks are done. Three, not more:
  // on a saturated machine more workers gain nothing and leave the suites' real waits (5 s event waits, replicas'
  // start-up) less margin. A fixed count, not a share of the cores: each worker holds database connections.
  maxWorkers: 3,
};
