import { createJestConfig } from '@fairway/scripts/rspack/create-jest-config.js';

export default createJestConfig({ displayName: 'mfe-leaderboard', projectDir: import.meta.dirname });
