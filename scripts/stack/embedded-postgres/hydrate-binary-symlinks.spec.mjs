import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hydrateBinarySymlinks } from './hydrate-binary-symlinks.mjs';

describe('hydrateBinarySymlinks', () => {
  /** @type {string} */
  let packageDir;

  beforeEach(async () => {
    packageDir = await mkdtemp(join(tmpdir(), 'fairway-scripts-symlinks-'));
    await mkdir(join(packageDir, 'native', 'lib'), { recursive: true });
    await writeFile(join(packageDir, 'native', 'lib', 'libpq.so.5.18'), 'library');
    const links = [
      { source: 'native/lib/libpq.so.5.18', target: 'native/lib/libpq.so.5' },
      { source: 'native/lib/libpq.so.5.18', target: 'native/lib/libpq.so' },
    ];
    await writeFile(join(packageDir, 'native', 'pg-symlinks.json'), JSON.stringify(links));
  });

  afterEach(() => rm(packageDir, { recursive: true, force: true }));

  it('creates the missing links as relative symlinks to the shipped files', async () => {
    await hydrateBinarySymlinks(packageDir);

    expect(await readlink(join(packageDir, 'native', 'lib', 'libpq.so.5'))).toBe('libpq.so.5.18');
    expect(await readFile(join(packageDir, 'native', 'lib', 'libpq.so'), 'utf8')).toBe('library');
  });

  it('leaves existing links alone when run again', async () => {
    await hydrateBinarySymlinks(packageDir);
    await expect(hydrateBinarySymlinks(packageDir)).resolves.toBeUndefined();

    expect(await readlink(join(packageDir, 'native', 'lib', 'libpq.so.5'))).toBe('libpq.so.5.18');
  });

  it('does nothing for a package without a symlink list', async () => {
    await rm(join(packageDir, 'native', 'pg-symlinks.json'));

    await expect(hydrateBinarySymlinks(packageDir)).resolves.toBeUndefined();
  });
});
