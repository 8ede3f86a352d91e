// The shell's federation runtime plugin that hands its copy of @module-federation/sdk to the remotes, which are
// built with the SDK external (like the runtime core): one copy per page instead of one in every remote entry.
// CommonJS on purpose: `require` resolves the SDK's CommonJS build, the one the shell's runtime already holds,
// where an ES import would add the ES build beside it.
const federationSdk = require('@module-federation/sdk');

module.exports = function federationSdkProvider() {
  return {
    name: 'federation-sdk-provider',
    beforeInit(args) {
      globalThis._FEDERATION_SDK ??= federationSdk;
      return args;
    },
  };
};
