import { createJestConfig } from '@fairway/scripts/rspack/create-jest-config.js';

export default {
  ...createJestConfig({ displayName: 'mfe-admin', projectDir: import.meta.dirname }),
  // antd's forms, selects and modals take seconds to render in jsdom on a loaded 2-core CI machine.
  testTimeout: 45_000,
};
