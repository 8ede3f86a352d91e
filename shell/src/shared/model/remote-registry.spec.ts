import { jest } from '@jest/globals';
import type { RemotesManifest } from '@fairway/contracts';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createRemoteRegistry, type FederationRuntime } from './remote-registry';
import { RemoteUnavailableError } from './remote-unavailable.error';

const manifest: RemotesManifest = { scoring: '/mfe/scoring/mf-manifest.json', leaderboard: '/mfe/leaderboard/mf-manifest.json' };

function fakeRuntime(modules: Record<string, Record<string, unknown>>) {
  const plugins: ModuleFederationRuntimePlugin[] = [];
  const runtime = {
    registerRemotes: jest.fn<FederationRuntime['registerRemotes']>(),
    registerPlugins: jest.fn((added: ModuleFederationRuntimePlugin[]) => void plugins.push(...added)),
    loadRemote: jest.fn(async (id: string) => modules[id] ?? null),
  };
  return { runtime: runtime as unknown as FederationRuntime & typeof runtime, plugins };
}

describe('createRemoteRegistry', () => {
  it('registers every listed remote once, then loads the export named like the expose', async () => {
    const ScorecardPage = () => null;
    const { runtime } = fakeRuntime({ 'scoring/ScorecardPage': { ScorecardPage } });
    const fetchManifest = jest.fn(async () => manifest);
    const registry = createRemoteRegistry({ runtime, fetchManifest });
    await expect(registry.loadExposed('scoring', 'ScorecardPage')).resolves.toBe(ScorecardPage);
    await registry.loadExposed('scoring', 'ScorecardPage');
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'scoring', entry: '/mfe/scoring/mf-manifest.json' },
      { name: 'leaderboard', entry: '/mfe/leaderboard/mf-manifest.json' },
    ]);
  });

  it('fetches the remotes manifest again after a failed fetch', async () => {
    const TvPage = () => null;
    const { runtime } = fakeRuntime({ 'leaderboard/TvPage': { TvPage } });
    const fetchManifest = jest.fn<() => Promise<RemotesManifest>>().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(manifest);
    const registry = createRemoteRegistry({ runtime, fetchManifest });
    await expect(registry.loadExposed('leaderboard', 'TvPage')).rejects.toThrow('503');
    await expect(registry.loadExposed('leaderboard', 'TvPage')).resolves.toBe(TvPage);
    expect(fetchManifest).toHaveBeenCalledTimes(2);
  });

  it('force re-registers a stale remote, and only that one, before its next load', async () => {
    const { runtime } = fakeRuntime({ 'scoring/JoinPage': { JoinPage: () => null } });
    const registry = createRemoteRegistry({ runtime, fetchManifest: async () => manifest });
    await registry.loadExposed('scoring', 'JoinPage');
    registry.markStale('scoring');
    await registry.loadExposed('scoring', 'JoinPage');
    await registry.loadExposed('scoring', 'JoinPage');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'scoring', entry: '/mfe/scoring/mf-manifest.json' }], { force: true });
  });

  it('marks a remote stale when the runtime reports its failure through the errorLoadRemote plugin', async () => {
    const { runtime, plugins } = fakeRuntime({ 'scoring/JoinPage': { JoinPage: () => null } });
    const reportFailure = jest.fn();
    const registry = createRemoteRegistry({ runtime, fetchManifest: async () => manifest, reportFailure });
    await registry.loadExposed('scoring', 'JoinPage');
    const error = new Error('ScriptNetworkError');
    await plugins[0]?.errorLoadRemote?.({ id: 'scoring/JoinPage', error, from: 'runtime', lifecycle: 'onLoad', origin: {} } as never);
    await registry.loadExposed('scoring', 'JoinPage');
    expect(reportFailure).toHaveBeenCalledWith({ remote: 'scoring', lifecycle: 'onLoad', error });
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'scoring', entry: '/mfe/scoring/mf-manifest.json' }], { force: true });
  });

  it('fails with RemoteUnavailableError for a remote missing from the manifest or an expose without its export', async () => {
    const { runtime } = fakeRuntime({ 'scoring/JoinPage': { SomethingElse: () => null } });
    const registry = createRemoteRegistry({ runtime, fetchManifest: async () => manifest });
    await expect(registry.loadExposed('assistant', 'ChatWidget')).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(registry.loadExposed('scoring', 'JoinPage')).rejects.toThrow('expose ./JoinPage has no export named JoinPage');
  });
});

describe('preloading a page before it is opened', () => {
  it("asks the runtime for that page's files from its manifest, once the remotes are registered", async () => {
    const { runtime } = fakeRuntime({});
    const preloadRemote = jest.fn<FederationRuntime['preloadRemote']>(async () => undefined);
    const registry = createRemoteRegistry({ runtime: { ...runtime, preloadRemote }, fetchManifest: async () => manifest });
    await registry.preloadExposed('scoring', 'ScorecardPage');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'scoring', exposes: ['ScorecardPage'], resourceCategory: 'all' }]);
  });

  it('never fails: a remote that is not listed, or whose manifest cannot be read, is simply not preloaded', async () => {
    const { runtime } = fakeRuntime({});
    const preloadRemote = jest.fn<FederationRuntime['preloadRemote']>(async () => {
      throw new Error('manifest 503');
    });
    const registry = createRemoteRegistry({ runtime: { ...runtime, preloadRemote }, fetchManifest: async () => manifest });
    await expect(registry.preloadExposed('scoring', 'ScorecardPage')).resolves.toBeUndefined();
    await expect(registry.preloadExposed('admin', 'AdminPage')).resolves.toBeUndefined();
    expect(preloadRemote).toHaveBeenCalledTimes(1);
  });
});
