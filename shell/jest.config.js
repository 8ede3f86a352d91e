import { createJestConfig } from '@fairway/scripts/rspack/create-jest-config.js';

export default createJestConfig({ displayName: 'shell', projectDir: import.meta.dirname });
