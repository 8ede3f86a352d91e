// The shell's <head> script (built on its own, see shell/rspack.config.js): starts the route's remote and reads.
import { preloadRoutes } from './preload-routes';
import { startRoutePreload } from './start-route-preload';

startRoutePreload(preloadRoutes);
