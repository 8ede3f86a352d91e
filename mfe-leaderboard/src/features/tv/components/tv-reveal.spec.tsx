import { jest } from '@jest/globals';
import { FakeEventSource, sampleAward, sampleBoard, sampleRevealState, sampleTournament } from '@fairway/api-client/testing';
import type { RevealState } from '@fairway/contracts/awards';
import { act, screen, within } from '@testing-library/react';
import { json, renderLeaderboard } from '../../../shared/testing/render-leaderboard';
import { RESULTS_SHOWN_MS } from '../model/reveal-screen';
import { TvPage } from './tv-page';

const tournament = sampleTournament();
const drive = sampleAward({ title: 'Longest Drive (Men), hole 7', sponsorName: 'Acme', prize: 'A new driver' });
const pin = sampleAward({
  id: 'contest-c2-Open',
  title: 'Closest to the Pin, hole 3',
  sponsorName: null,
  prize: null,
  winners: [{ name: 'Ada Park', teamName: 'Sand Savers', detail: '2 ft 1 in' }],
});

function renderTv(reveal = sampleRevealState({ tournamentId: tournament.id })) {
  return renderLeaderboard(<TvPage tournamentId={tournament.id} />, [
    [/\/awards\/reveal$/, json(reveal)],
    [/\/api\/leaderboard/, json(sampleBoard())],
    [/\/api\/tournaments\/[^/]+$/, json(tournament)],
  ]);
}

function push(data: Partial<RevealState>, id: number) {
  const state = sampleRevealState({ tournamentId: tournament.id, updatedAt: new Date().toISOString(), ...data });
  act(() => FakeEventSource.latest().push({ type: 'awards', id, tournamentId: tournament.id, data: state }));
}

const overlay = () => within(screen.getByRole('region', { name: 'Awards' }));

describe('the TV awards reveal', () => {
  afterEach(() => jest.useRealTimers());

  it('follows the MC: the category and sponsor, then the winner large, then the full results, then the board', async () => {
    renderTv();
    await screen.findByRole('heading', { name: tournament.name });
    act(() => FakeEventSource.latest().open());
    expect(screen.queryByRole('region', { name: 'Awards' })).toBeNull();

    push({ phase: 'started', total: 2 }, 1);
    expect(await screen.findByRole('heading', { name: 'The awards are about to begin' })).not.toBeNull();

    push({ phase: 'announced', total: 2, step: 1, current: { ...drive, winners: [] } }, 2);
    expect(await overlay().findByRole('heading', { name: 'Longest Drive (Men), hole 7' })).not.toBeNull();
    expect(overlay().getByText('sponsored by Acme').tagName).toBe('P');
    expect(overlay().getByText('Award 1 of 2').tagName).toBe('P');
    expect(overlay().queryByText('Jane Doe')).toBeNull();

    push({ phase: 'revealed', total: 2, step: 1, current: drive, revealed: [drive] }, 3);
    expect((await overlay().findByText('Jane Doe')).tagName).toBe('SPAN');
    expect(overlay().getByText('The Eagles · 287 yd').tagName).toBe('SPAN');

    jest.useFakeTimers({ now: Date.now(), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    push({ phase: 'finished', total: 2, step: 2, current: null, revealed: [drive, pin] }, 4);
    const results = within(await screen.findByRole('list', { name: 'Results' }));
    expect(results.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Longest Drive (Men), hole 7Jane Doe · 287 yd',
      'Closest to the Pin, hole 3Ada Park · 2 ft 1 in',
    ]);

    act(() => jest.advanceTimersByTime(RESULTS_SHOWN_MS));
    expect(screen.queryByRole('region', { name: 'Awards' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Leaderboard' }).tagName).toBe('SECTION');
  });

  it('opens on the award on stage when the TV is switched on during the ceremony', async () => {
    renderTv(sampleRevealState({ tournamentId: tournament.id, phase: 'announced', total: 3, step: 2, current: { ...pin, winners: [] } }));
    expect(await screen.findByRole('heading', { name: 'Closest to the Pin, hole 3' })).not.toBeNull();
    expect(overlay().getByLabelText('The winner is…').tagName).toBe('P');
  });
});
