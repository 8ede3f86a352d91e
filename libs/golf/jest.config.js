import { createNodeJestConfig } from '@fairway/scripts/rspack/create-jest-config.js';

export default createNodeJestConfig({ displayName: 'golf' });
