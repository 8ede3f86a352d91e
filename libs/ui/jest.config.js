import { createJestConfig } from '@fairway/scripts/rspack/create-jest-config.js';

export default createJestConfig({ displayName: 'ui', projectDir: import.meta.dirname });
