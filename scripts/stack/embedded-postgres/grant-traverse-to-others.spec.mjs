import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { grantTraverseToOthers } from './grant-traverse-to-others.mjs';

/** @param {string} path */
const permissions = async (path) => (await stat(path)).mode & 0o777;

describe('grantTraverseToOthers', () => {
  /** @type {string} */
  let root;
  /** @type {string[]} */
  const warnings = [];
  /** @param {string} message */
  const warn = (message) => warnings.push(message);

  beforeEach(async () => {
    warnings.length = 0;
    root = await mkdtemp(join(tmpdir(), 'fairway-scripts-traverse-'));
    await mkdir(join(root, 'private', 'open'), { recursive: true });
    await chmod(join(root, 'private'), 0o700);
    await chmod(join(root, 'private', 'open'), 0o755);
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  it('adds only the execute bit for others on each folder on the way that lacks it', async () => {
    await grantTraverseToOthers([join(root, 'private', 'open')], warn);

    expect(await permissions(root)).toBe(0o701);
    expect(await permissions(join(root, 'private'))).toBe(0o701);
    expect(await permissions(join(root, 'private', 'open'))).toBe(0o755);
    expect(warnings).toHaveLength(2);
  });

  it('changes nothing when every folder is already traversable', async () => {
    await grantTraverseToOthers([join(root, 'private', 'open')], warn);
    warnings.length = 0;

    await grantTraverseToOthers([join(root, 'private', 'open')], warn);

    expect(warnings).toEqual([]);
  });
});
