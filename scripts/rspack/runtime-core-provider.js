// Remotes are built with the federation runtime core, SDK and error texts external: inside the shell they use
// the shell's copies (one runtime for the page instead of one per remote). When a remote's page is opened on its
// own, this script runs first and provides them in the shell's place.
import * as federationErrorCodes from '@module-federation/error-codes';
import * as runtimeCore from '@module-federation/runtime-core';
import * as federationSdk from '@module-federation/sdk';

if (!self._FEDERATION_RUNTIME_CORE) self._FEDERATION_RUNTIME_CORE = runtimeCore;
if (!self._FEDERATION_SDK) self._FEDERATION_SDK = federationSdk;
if (!self._FEDERATION_ERROR_CODES) self._FEDERATION_ERROR_CODES = federationErrorCodes;
