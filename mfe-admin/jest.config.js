import { createJestConfig } from '@fairway/scripts/rspack/create-jest-config.js';

const base = createJestConfig({ displayName: 'mfe-admin', projectDir: import.meta.dirname });

export default {
  ...base,
  moduleNameMapper: { '/shared/components/antd-parts$': '<rootDir>/src/shared/testing/antd-parts.ts', ...base.moduleNameMapper },
  // antd's forms, selects and modals take seconds to render in jsdom on a loaded 2-core CI machine.
  testTimeout: 45_000,
};
