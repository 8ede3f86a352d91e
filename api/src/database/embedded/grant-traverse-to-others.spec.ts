import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoggerService } from '@nestjs/common';
import { grantTraverseToOthers } from './grant-traverse-to-others';

const permissions = async (path: string) => (await stat(path)).mode & 0o777;

describe('grantTraverseToOthers', () => {
  let root: string;
  const warnings: string[] = [];
  const logger: LoggerService = { log: () => undefined, error: () => undefined, warn: (message: string) => warnings.push(message) };

  beforeEach(async () => {
    warnings.length = 0;
    root = await mkdtemp(join(tmpdir(), 'fairway-api-traverse-'));
    await mkdir(join(root, 'private', 'open'), { recursive: true });
    await chmod(join(root, 'private'), 0o700);
    await chmod(join(root, 'private', 'open'), 0o755);
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  it('adds only the execute bit for others on each folder on the way that lacks it', async () => {
    await grantTraverseToOthers([join(root, 'private', 'open')], logger);

    expect(await permissions(root)).toBe(0o701);
    expect(await permissions(join(root, 'private'))).toBe(0o701);
    expect(await permissions(join(root, 'private', 'open'))).toBe(0o755);
    expect(warnings).toHaveLength(2);
  });

  it('changes nothing when every folder is already traversable', async () => {
    await grantTraverseToOthers([join(root, 'private', 'open')], logger);
    warnings.length = 0;

    await grantTraverseToOthers([join(root, 'private', 'open')], logger);

    expect(warnings).toEqual([]);
  });
});
