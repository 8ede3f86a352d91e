import type { ExposedName, ExposedProps, RemoteName } from '@fairway/contracts';
import { loadExposedPage } from '@fairway/ui/lazy-page';
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { env } from '../../env';
import { lazyRemoteComponent } from './remote-component';
import type { RemoteVariant } from './remote-fallback';
import { createRemoteRegistry } from '../model/remote-registry';
import { preloadedManifestPlugin } from '../model/preloaded-manifest.plugin';
import { fetchRemotesManifest, inlineRemotesManifest } from '../model/remotes-manifest';

export const remoteRegistry = createRemoteRegistry({
  runtime: { registerRemotes, registerPlugins, loadRemote, preloadRemote },
  // The page carries the manifest when the gateway or nginx served it; /remotes.json otherwise (dev server).
  fetchManifest: () => inlineRemotesManifest(document) ?? fetchRemotesManifest(env.remotesManifestUrl),
  plugins: [preloadedManifestPlugin()],
  reportFailure: ({ remote, lifecycle, error }) => console.warn(`[federation] ${remote} failed during ${lifecycle}`, error),
});

export type FederatedComponent<R extends RemoteName, E extends ExposedName<R>> = ComponentType<ExposedProps<R, E> & object> & {
  remote: R;
  expose: E;
  preload(): Promise<void>;
};

const federated = new Map<string, { preload(): Promise<void> }>();

/** Loads a remote's exposed page before anything renders it (settles when loaded or failed; unknown: at once). */
export function preloadFederated(remote: string, expose: string): Promise<void> {
  return federated.get(`${remote}/${expose}`)?.preload() ?? Promise.resolve();
}

/** The typed local stand-in for expose `./<expose>` of a remote, loaded through the runtime manifest. */
export function federatedComponent<R extends RemoteName, E extends ExposedName<R>>(
  remote: R,
  expose: E,
  options: { area: string; variant?: RemoteVariant },
): FederatedComponent<R, E> {
  const component = lazyRemoteComponent<ExposedProps<R, E> & object>({
    area: options.area,
    variant: options.variant ?? 'page',
    load: async ({ fresh }) => {
      if (fresh) remoteRegistry.markStale(remote);
      return loadExposedPage(await remoteRegistry.loadExposed<ComponentType<ExposedProps<R, E> & object>>(remote, expose));
    },
  });
  federated.set(`${remote}/${expose}`, component);
  return Object.assign(component, { remote, expose });
}
