// The shell's <head> script (built on its own, see shell/rspack.config.js): starts the route's remote and reads.
import { preloadRoutes } from '../features/preload/model/preload-routes';
import { startRoutePreload } from '../features/preload/model/start-route-preload';

startRoutePreload(preloadRoutes);
