import { createJestConfig } from '@fairway/scripts/rspack/create-jest-config.js';

export default createJestConfig({ displayName: 'auth', projectDir: import.meta.dirname });
