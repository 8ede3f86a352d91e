import { InitialSchema1795300000000 } from './1795300000000-initial-schema';

/** Every migration, oldest first; listed explicitly so the bundle carries them (no glob at run time). */
export const migrations = [InitialSchema1795300000000];
