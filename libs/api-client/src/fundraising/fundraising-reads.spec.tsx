import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { applyLiveEvent } from '../live/apply-live-event';
import { queryKeys } from '../query/query-keys';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { sampleBirdiePledges, sampleBoard, sampleDonorWall, sampleSponsor } from '../testing/sample-data';
import { birdiePledgesQueryOptions, useBirdiePledges } from './get-birdie-pledges';
import { donorWallQueryOptions, useDonorWall } from './get-donor-wall';
import { holeSponsorsQueryOptions } from './get-hole-sponsors';
import { raisedByTeamQueryOptions } from './get-raised-by-team';
import { sponsorsQueryOptions, useSponsors } from './get-sponsors';

const id = 'a1 b2';

async function firstPathOf(options: { queryKey: QueryKey }): Promise<string> {
  const fetch = mockFetch().mockResolvedValue(fakeResponse(200, '[]'));
  await new QueryClient().fetchQuery(options as Parameters<QueryClient['fetchQuery']>[0]);
  return requestOf(fetch).url;
}

describe('the public fundraising reads', () => {
  it('ask for their tournament’s routes under the shared keys', async () => {
    expect(await firstPathOf(donorWallQueryOptions(id))).toBe('/api/tournaments/a1%20b2/donor-wall');
    expect(await firstPathOf(raisedByTeamQueryOptions(id))).toBe('/api/tournaments/a1%20b2/raised-by-team');
    expect(await firstPathOf(sponsorsQueryOptions(id))).toBe('/api/tournaments/a1%20b2/sponsors');
    expect(await firstPathOf(holeSponsorsQueryOptions(id))).toBe('/api/tournaments/a1%20b2/hole-sponsors');
    expect(await firstPathOf(birdiePledgesQueryOptions(id))).toBe('/api/tournaments/a1%20b2/birdie-pledges');
    expect(donorWallQueryOptions(id).queryKey).toEqual(queryKeys.fundraising(id, 'donor-wall'));
    expect(birdiePledgesQueryOptions(id).queryKey).toEqual(queryKeys.fundraising(id, 'birdie-pledges'));
  });

  it('wait for a tournament id before asking', () => {
    const fetch = mockFetch();
    renderHook(() => useDonorWall(null), { wrapper: queryWrapper() });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('are asked for again when a charity event says the ledger changed, and pledges when a new board arrives', async () => {
    const client = new QueryClient();
    const wall = sampleDonorWall();
    const fetch = mockFetch().mockImplementation(async (url) =>
      fakeResponse(200, url.endsWith('donor-wall') ? wall : url.endsWith('sponsors') ? [sampleSponsor()] : sampleBirdiePledges()),
    );
    const { result } = renderHook(() => ({ wall: useDonorWall('t1'), pledges: useBirdiePledges('t1'), sponsors: useSponsors('t1') }), {
      wrapper: queryWrapper(client),
    });
    await waitFor(() => expect(result.current.pledges.data?.totalDue).toBe(30));
    expect(result.current.wall.data).toEqual(wall);
    expect(fetch).toHaveBeenCalledTimes(3);

    wall.raised = 2445;
    const data = { tournamentId: 't1', charityName: 'Kids', charityRaised: 2445, charityGoal: 5000, percent: 49, milestonesCrossed: [] };
    applyLiveEvent(client, { type: 'charity', id: 2, tournamentId: 't1', data });
    await waitFor(() => expect(result.current.wall.data?.raised).toBe(2445));
    expect(fetch).toHaveBeenCalledTimes(6);

    applyLiveEvent(client, { type: 'leaderboard', id: 3, tournamentId: 't1', data: sampleBoard({ tournamentId: 't1' }) });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(7));
    expect(fetch.mock.calls[6]?.[0]).toBe('/api/tournaments/t1/birdie-pledges');
  });
});
