import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { lazyRemoteComponent } from './remote-component';

type Load = (options: { fresh: boolean }) => Promise<ComponentType<{ hole: number }>>;

function Hole({ hole }: { hole: number }) {
  return <p>hole {hole}</p>;
}

function pending<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('lazyRemoteComponent', () => {
  it('shows a loading state, then the remote component with its props', async () => {
    const arrival = pending<ComponentType<{ hole: number }>>();
    const load = jest.fn<Load>(() => arrival.promise);
    const Remote = lazyRemoteComponent({ area: 'Scoring', variant: 'page', load });
    render(<Remote hole={7} />);
    screen.getByRole('status', { name: 'Loading Scoring' });
    arrival.resolve(Hole);
    await screen.findByText('hole 7');
  });

  it('shows the fallback card when the remote cannot be loaded, and Retry really loads again', async () => {
    const load = jest.fn<Load>().mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValueOnce(Hole);
    const Remote = lazyRemoteComponent({ area: 'Scoring', variant: 'page', load });
    render(
      <main>
        <nav>navigation</nav>
        <Remote hole={3} />
      </main>,
    );
    await screen.findByText('Scoring is unavailable right now');
    screen.getByText('navigation');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('hole 3');
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith({ fresh: true });
  });

  it('keeps showing the fallback while the remote is still down after a retry', async () => {
    const load = jest.fn<Load>().mockRejectedValue(new Error('entry 404'));
    const Remote = lazyRemoteComponent({ area: 'Leaderboard', variant: 'page', load });
    render(<Remote hole={1} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await screen.findByText('Leaderboard is unavailable right now');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that throws while rendering (e.g. a failed page chunk) and recovers on retry', async () => {
    let broken = true;
    function Flaky({ hole }: { hole: number }) {
      if (broken) throw new Error('ChunkLoadError');
      return <p>hole {hole}</p>;
    }
    const load = jest.fn<Load>(async () => Flaky);
    const Remote = lazyRemoteComponent({ area: 'Scoring', variant: 'page', load });
    render(<Remote hole={9} />);
    await screen.findByText('Scoring is unavailable right now');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('hole 9');
    expect(load).toHaveBeenLastCalledWith({ fresh: true });
  });

  it('uses a compact fallback for widgets', async () => {
    const load = jest.fn<Load>().mockRejectedValue(new Error('down'));
    const Remote = lazyRemoteComponent({ area: 'Golf Assistant', variant: 'widget', load });
    render(<Remote hole={1} />);
    await screen.findByText('Golf Assistant is unavailable right now');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
