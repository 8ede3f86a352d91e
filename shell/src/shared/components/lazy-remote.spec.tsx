import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { createLazyRemote } from './lazy-remote';
import { RemoteErrorBoundary } from './remote-error-boundary';

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

function renderLazy(Component: ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <Component name="golfer" />
    </Suspense>,
  );
}

describe('createLazyRemote', () => {
  it('loads once and reuses the component for every render', async () => {
    const load = jest.fn(async () => Greeting);
    const remote = createLazyRemote(load);
    expect(remote.component()).toBe(remote.component());
    renderLazy(remote.component());
    await screen.findByText('hello golfer');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith({ fresh: false });
  });

  it('renders a lazy component exposed by a remote (a lazy cannot resolve to a lazy)', async () => {
    const { lazy } = await import('react');
    const exposedAsLazy = lazy(async () => ({ default: Greeting }));
    const remote = createLazyRemote(async () => exposedAsLazy);
    renderLazy(remote.component());
    await screen.findByText('hello golfer');
  });

  it('mounts at once, without the loading state, a remote that loaded before its first render', async () => {
    const remote = createLazyRemote(async () => Greeting);
    await remote.preload();
    const Component = remote.component();
    renderLazy(Component);
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('hello golfer')).not.toBeNull();
    expect(remote.component()).toBe(Component);
  });

  it('keeps rendering the lazy component it first gave once the remote has loaded, so the page is not remounted', async () => {
    const remote = createLazyRemote(async () => Greeting);
    const First = remote.component();
    renderLazy(First);
    await screen.findByText('hello golfer');
    expect(remote.component()).toBe(First);
  });

  it('starts a fresh load after a failed one', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = jest.fn<(options: { fresh: boolean }) => Promise<ComponentType<{ name: string }>>>();
    load.mockRejectedValueOnce(new Error('entry 404')).mockResolvedValueOnce(Greeting);
    const remote = createLazyRemote(load);
    const First = remote.component();
    render(
      <RemoteErrorBoundary area="Scoring" fallback={() => <p>failed</p>}>
        <Suspense fallback={null}>
          <First name="golfer" />
        </Suspense>
      </RemoteErrorBoundary>,
    );
    await screen.findByText('failed');
    const Second = remote.component();
    expect(Second).not.toBe(First);
    renderLazy(Second);
    await screen.findByText('hello golfer');
    expect(load).toHaveBeenLastCalledWith({ fresh: true });
    jest.restoreAllMocks();
  });

  it('starts a fresh load after invalidate, even when the last one succeeded', () => {
    const load = jest.fn(async () => Greeting);
    const remote = createLazyRemote(load);
    const first = remote.component();
    remote.invalidate();
    expect(remote.component()).not.toBe(first);
  });
});
