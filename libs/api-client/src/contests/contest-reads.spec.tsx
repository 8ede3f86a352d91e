import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { applyLiveEvent } from '../live/apply-live-event';
import { revealStateQueryOptions, useRevealState } from '../awards/get-reveal-state';
import { skinsBoardQueryOptions, useSkinsBoard } from '../skins/get-skins-board';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { sampleAward, sampleBoard, sampleContest, sampleRevealState, sampleSkinsBoard } from '../testing/sample-data';
import { contestsQueryOptions, useContests } from './get-contests';

async function firstPathOf(options: { queryKey: QueryKey }): Promise<string> {
  const fetch = mockFetch().mockResolvedValue(fakeResponse(200, '[]'));
  await new QueryClient().fetchQuery(options as Parameters<QueryClient['fetchQuery']>[0]);
  return requestOf(fetch).url;
}

describe('the public contest, skins and reveal reads', () => {
  it('ask for their tournament’s routes', async () => {
    expect(await firstPathOf(contestsQueryOptions('a1 b2'))).toBe('/api/tournaments/a1%20b2/contests');
    expect(await firstPathOf(skinsBoardQueryOptions('a1 b2'))).toBe('/api/tournaments/a1%20b2/skins/board');
    expect(await firstPathOf(revealStateQueryOptions('a1 b2'))).toBe('/api/tournaments/a1%20b2/awards/reveal');
  });

  it('wait for a tournament id before asking', () => {
    const fetch = mockFetch();
    renderHook(() => [useContests(undefined), useSkinsBoard(null), useRevealState(undefined)], { wrapper: queryWrapper() });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('take contests and the reveal from live events without asking again, and skins again on a new board', async () => {
    const client = new QueryClient();
    const fetch = mockFetch().mockImplementation(async (url) =>
      fakeResponse(200, url.endsWith('/contests') ? [sampleContest()] : url.endsWith('/board') ? sampleSkinsBoard() : sampleRevealState()),
    );
    const { result } = renderHook(() => ({ contests: useContests('t1'), skins: useSkinsBoard('t1'), reveal: useRevealState('t1') }), {
      wrapper: queryWrapper(client),
    });
    await waitFor(() => expect(result.current.reveal.data?.phase).toBe('waiting'));
    await waitFor(() => expect(result.current.contests.data).toHaveLength(1));
    expect(fetch).toHaveBeenCalledTimes(3);

    const moved = sampleContest({ hole: 12 });
    applyLiveEvent(client, { type: 'contests', id: 2, tournamentId: 't1', data: { tournamentId: 't1', contests: [moved] } });
    const onStage = sampleRevealState({ tournamentId: 't1', phase: 'announced', total: 2, step: 1, current: sampleAward({ winners: [] }) });
    applyLiveEvent(client, { type: 'awards', id: 3, tournamentId: 't1', data: onStage });
    await waitFor(() => expect(result.current.reveal.data?.phase).toBe('announced'));
    expect(result.current.contests.data?.[0]?.hole).toBe(12);
    expect(fetch).toHaveBeenCalledTimes(3);

    applyLiveEvent(client, { type: 'leaderboard', id: 4, tournamentId: 't1', data: sampleBoard({ tournamentId: 't1' }) });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    expect(fetch.mock.calls[3]?.[0]).toBe('/api/tournaments/t1/skins/board');
  });
});
