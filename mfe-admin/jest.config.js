import { createJestConfig } from '@fairway/scripts/rspack/create-jest-config.js';

export default createJestConfig({ displayName: 'mfe-admin', projectDir: import.meta.dirname });
