import type { RemoteName } from '@fairway/contracts';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isRemoteName } from '@fairway/contracts/remotes';

export interface RemoteFailure {
  remote: RemoteName;
  /** Where in the runtime it failed: afterResolve (manifest), onLoad (entry, container, expose), ... */
  lifecycle: string;
  error: unknown;
}

type ErrorLoadRemoteArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>>[0];

function remoteOf(args: ErrorLoadRemoteArgs): RemoteName | undefined {
  const named = args.remote && 'name' in args.remote ? args.remote.name : undefined;
  const candidate = named ?? String(args.id).split('/')[0];
  return candidate && isRemoteName(candidate) ? candidate : undefined;
}

/**
 * Reports every load failure the federation runtime sees (manifest, remote entry, container init, expose)
 * with the remote it belongs to. It returns nothing, so the error still reaches the loader's error
 * boundary, which shows the fallback; the runtime also drops its cached manifest promise in that case.
 */
export function remoteErrorPlugin(onFailure: (failure: RemoteFailure) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'fairway-remote-errors',
    errorLoadRemote(args) {
      const remote = remoteOf(args);
      if (remote) onFailure({ remote, lifecycle: String(args.lifecycle), error: args.error });
      return undefined;
    },
  };
}
