import { createJestConfig } from '@fairway/scripts/rspack/create-jest-config.js';

export default createJestConfig({ displayName: 'api-client', projectDir: import.meta.dirname });
