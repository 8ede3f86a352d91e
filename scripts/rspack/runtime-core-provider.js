// Remotes are built with the federation runtime core external: inside the shell they use the shell's copy
// (one runtime for the page instead of one per remote). When a remote's page is opened on its own, this
// script runs first and provides the runtime core in the shell's place.
import * as runtimeCore from '@module-federation/runtime-core';

if (!self._FEDERATION_RUNTIME_CORE) self._FEDERATION_RUNTIME_CORE = runtimeCore;
