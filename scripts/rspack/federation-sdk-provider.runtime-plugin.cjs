// The shell's federation runtime plugin that hands its copies of @module-federation/sdk and of the runtime's
// error texts (@module-federation/error-codes) to the remotes, which are built with both external (like the
// runtime core): one copy per page instead of one in every remote entry.
// CommonJS on purpose: `require` resolves the CommonJS builds, the ones the shell's runtime already holds,
// where an ES import would add the ES builds beside them.
const federationSdk = require('@module-federation/sdk');
const federationErrorCodes = require('@module-federation/error-codes');

module.exports = function federationSdkProvider() {
  return {
    name: 'federation-sdk-provider',
    beforeInit(args) {
      globalThis._FEDERATION_SDK ??= federationSdk;
      globalThis._FEDERATION_ERROR_CODES ??= federationErrorCodes;
      return args;
    },
  };
};
