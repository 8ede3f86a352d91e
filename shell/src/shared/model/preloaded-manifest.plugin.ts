import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takePreloadedManifest } from './preloaded-manifests';

/**
 * The page's head script already asked for the route's remote manifest (and preloaded its files from it):
 * the runtime takes that answer instead of asking again. Any other manifest, or a second load, is fetched.
 */
export function preloadedManifestPlugin(take: (url: string) => Promise<Response> | undefined = takePreloadedManifest): ModuleFederationRuntimePlugin {
  return {
    name: 'fairway-preloaded-manifests',
    fetch(url) {
      return take(url);
    },
  };
}
