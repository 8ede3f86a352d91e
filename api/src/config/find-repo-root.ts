import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function declaresWorkspaces(packageJsonPath: string): boolean {
  try {
    return 'workspaces' in JSON.parse(readFileSync(packageJsonPath, 'utf8'));
  } catch {
    return false;
  }
}

/** The nearest folder above this file whose package.json declares npm workspaces (the monorepo root). */
export function findRepoRoot(startDir = dirname(fileURLToPath(import.meta.url))): string | undefined {
  for (let dir = startDir; ; dir = dirname(dir)) {
    const packageJson = join(dir, 'package.json');
    if (existsSync(packageJson) && declaresWorkspaces(packageJson)) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}
