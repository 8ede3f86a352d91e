import { jest } from '@jest/globals';
import { remoteErrorPlugin } from './remote-error.plugin';

type Args = Parameters<NonNullable<ReturnType<typeof remoteErrorPlugin>['errorLoadRemote']>>[0];

function args(partial: Partial<Args>): Args {
  return { id: 'x', error: new Error('boom'), from: 'runtime', lifecycle: 'onLoad', origin: {}, ...partial } as Args;
}

describe('remoteErrorPlugin', () => {
  it('reports a manifest failure under the remote it belongs to and lets the error through', async () => {
    const onFailure = jest.fn();
    const plugin = remoteErrorPlugin(onFailure);
    const result = await plugin.errorLoadRemote?.(
      args({ id: 'http://host/mfe/scoring/mf-manifest.json', lifecycle: 'afterResolve', remote: { name: 'scoring', entry: '' } as never }),
    );
    expect(result).toBeUndefined();
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ remote: 'scoring', lifecycle: 'afterResolve' }));
  });

  it('finds the remote from the request id when the runtime gives no remote info', async () => {
    const onFailure = jest.fn();
    await remoteErrorPlugin(onFailure).errorLoadRemote?.(args({ id: 'leaderboard/TvPage', lifecycle: 'beforeRequest' }));
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ remote: 'leaderboard' }));
  });

  it('ignores failures of remotes the shell does not know', async () => {
    const onFailure = jest.fn();
    await remoteErrorPlugin(onFailure).errorLoadRemote?.(args({ id: 'someone-else/Widget' }));
    expect(onFailure).not.toHaveBeenCalled();
  });
});
