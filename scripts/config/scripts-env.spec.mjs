import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { repoRoot } from '../stack/repo-paths.mjs';
import { readStackEnv } from './scripts-env.mjs';

describe('readStackEnv: the embedded PostgreSQL settings belong to the scripts', () => {
  it('keeps the data in the repository and uses port 54329 when nothing is set', () => {
    expect(readStackEnv({})).toMatchObject({ EMBEDDED_PG_PORT: 54329, EMBEDDED_PG_DIR: join(repoRoot, '.data', 'postgres') });
  });

  it('takes another folder and port, trimmed', () => {
    expect(readStackEnv({ EMBEDDED_PG_DIR: ' /tmp/fairway-pg-2 ', EMBEDDED_PG_PORT: '54339' })).toMatchObject({
      EMBEDDED_PG_DIR: '/tmp/fairway-pg-2',
      EMBEDDED_PG_PORT: 54339,
    });
  });

  it('names every bad setting at once', () => {
    expect(() => readStackEnv({ EMBEDDED_PG_DIR: 'relative/pg', EMBEDDED_PG_PORT: '70000' })).toThrow(
      /EMBEDDED_PG_PORT[\s\S]*EMBEDDED_PG_DIR: must be an absolute path/,
    );
  });
});
