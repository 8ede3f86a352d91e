// Singletons shared by the shell and every remote (the first app to load provides them, the rest reuse them).
// - The router is shared through the @fairway/ui/router facade (react-router inside it, tree-shaken), because a
//   shared package is not tree-shaken: all of react-router would cost ~62 KiB gzipped on every page.
// - antd is deliberately absent for the same reason: each app bundles only the components it imports, and
//   the look stays consistent through the theme object in @fairway/ui.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const sharedPackages = ['react', 'react-dom', '@tanstack/react-query'];
const sharedSubpaths = { 'react-dom/client': 'react-dom', 'react/jsx-runtime': 'react' };
// @fairway/ui/toast: one toast store for the page, so a remote's toast() shows in the shell's <Toaster>.
const sharedWorkspaceModules = { '@fairway/auth': 'libs/auth', '@fairway/ui/router': 'libs/ui', '@fairway/ui/toast': 'libs/ui' };

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

export function sharedDependencies(workspaceRoot) {
  const rootDependencies = readJson(join(workspaceRoot, 'package.json')).dependencies;
  const singleton = (packageName) => ({ singleton: true, requiredVersion: rootDependencies[packageName] });
  const shared = {};
  for (const name of sharedPackages) shared[name] = singleton(name);
  for (const [subpath, packageName] of Object.entries(sharedSubpaths)) {
    shared[subpath] = { ...singleton(packageName), packageName };
  }
  for (const [request, folder] of Object.entries(sharedWorkspaceModules)) {
    const version = readJson(join(workspaceRoot, folder, 'package.json')).version;
    shared[request] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  return shared;
}

/**
 * The source folders of the shared workspace modules (`libs/auth/src`, `libs/ui/src/router`, ...), read from each
 * library's exports, so the shell's build can keep them together in one start-up chunk.
 */
export function sharedWorkspaceFolders(workspaceRoot) {
  return Object.entries(sharedWorkspaceModules).map(([request, folder]) => {
    const subpath = request.split('/').slice(2).join('/');
    const entry = readJson(join(workspaceRoot, folder, 'package.json')).exports[subpath ? `./${subpath}` : '.'];
    return join(workspaceRoot, folder, dirname(entry));
  });
}
