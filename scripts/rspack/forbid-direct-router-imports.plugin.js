// Fails the build when app code imports react-router or react-router-dom directly: that would bundle a
// second router (its own context, invisible to the shell's) next to the shared @fairway/ui/router singleton.
import { join } from 'node:path';

const routerRequest = /^react-router(-dom)?(\/|$)/;

export class ForbidDirectRouterImportsPlugin {
  constructor(workspaceRoot) {
    this.facade = join(workspaceRoot, 'libs/ui/src/router/index.ts');
  }

  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('ForbidDirectRouterImportsPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('ForbidDirectRouterImportsPlugin', (data) => {
        const issuer = data.contextInfo?.issuer ?? '';
        if (!routerRequest.test(data.request) || issuer.includes('/node_modules/') || issuer === this.facade) return;
        throw new Error(`${issuer} imports "${data.request}": import from "@fairway/ui/router" (the shared router singleton) instead.`);
      });
    });
  }
}
