import type { RemoteName, RemotesManifest } from '@fairway/contracts';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { type RemoteFailure, remoteErrorPlugin } from './remote-error.plugin';
import { RemoteUnavailableError } from './remote-unavailable.error';

/** The part of the federation runtime the registry drives (the real one, or a fake in tests). */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  registerPlugins(plugins: ModuleFederationRuntimePlugin[]): void;
  loadRemote<T>(id: string): Promise<T | null>;
  preloadRemote(options: Array<{ nameOrAlias: string; exposes?: string[]; resourceCategory?: 'all' | 'sync' }>): Promise<void>;
}

export interface RemoteRegistryOptions {
  runtime: FederationRuntime;
  fetchManifest: () => Promise<RemotesManifest>;
  reportFailure?: (failure: RemoteFailure) => void;
  /** More runtime plugins, registered with the remotes. */
  plugins?: ModuleFederationRuntimePlugin[];
}

export interface RemoteRegistry {
  /** Loads expose `./<expose>` of a remote and returns its export named `<expose>`. */
  loadExposed<T>(remote: RemoteName, expose: string): Promise<T>;
  /** Forgets everything cached for the remote (manifest, entry, container) before its next load. */
  markStale(remote: RemoteName): void;
  /** Fetches a page's entry and chunks, as its manifest lists them, without running them; never fails. */
  preloadExposed(remote: RemoteName, expose: string): Promise<void>;
}

/**
 * Registers the remotes listed in /remotes.json with the federation runtime, on first use. A failed
 * manifest fetch is retried on the next load; a remote that failed is re-registered with force, which
 * clears the runtime's caches for it, so a retry really fetches its files again.
 */
export function createRemoteRegistry({ runtime, fetchManifest, reportFailure, plugins = [] }: RemoteRegistryOptions): RemoteRegistry {
  let registration: Promise<RemotesManifest> | undefined;
  const stale = new Set<RemoteName>();

  function markStale(remote: RemoteName) {
    stale.add(remote);
  }

  function onFailure(failure: RemoteFailure) {
    markStale(failure.remote);
    reportFailure?.(failure);
  }

  function register(): Promise<RemotesManifest> {
    registration ??= fetchManifest().then(
      (manifest) => {
        runtime.registerPlugins([remoteErrorPlugin(onFailure), ...plugins]);
        runtime.registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
        return manifest;
      },
      (error: unknown) => {
        registration = undefined;
        throw error;
      },
    );
    return registration;
  }

  async function loadExposed<T>(remote: RemoteName, expose: string): Promise<T> {
    const manifest = await register();
    const entry = manifest[remote];
    if (!entry) throw new RemoteUnavailableError(remote, 'not listed in the remotes manifest');
    if (stale.delete(remote)) runtime.registerRemotes([{ name: remote, entry }], { force: true });
    const module = await runtime.loadRemote<Record<string, unknown>>(`${remote}/${expose}`);
    const exported = module?.[expose];
    if (exported === undefined) {
      markStale(remote);
      throw new RemoteUnavailableError(remote, `expose ./${expose} has no export named ${expose}`);
    }
    return exported as T;
  }

  async function preloadExposed(remote: RemoteName, expose: string): Promise<void> {
    try {
      const manifest = await register();
      if (!manifest[remote] || stale.has(remote)) return;
      await runtime.preloadRemote([{ nameOrAlias: remote, exposes: [expose], resourceCategory: 'all' }]);
    } catch {
      // A hint only: the page loads (and reports) for itself when it is opened.
    }
  }

  return { loadExposed, markStale, preloadExposed };
}
