import type { CloseOutReport } from '@fairway/contracts/close-out';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { applyLiveEvent } from '../live/apply-live-event';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { useCloseOut } from './get-close-out';
import { useDeclareCount } from './use-declare-count';

const report = (countedCents: number | null): CloseOutReport => ({
  tournamentId: 't1',
  scope: 'own',
  lines: [
    {
      person: 'desk-1',
      kind: 'person',
      name: 'Dee Desk',
      methods: [
        {
          method: 'cash',
          recordedCents: 80_00,
          entries: 2,
          refundedCents: 0,
          refunds: 0,
          netCents: 80_00,
          voided: 0,
          voidedCents: 0,
          countedCents,
          differenceCents: countedCents === null ? null : countedCents - 80_00,
        },
      ],
      netCents: 80_00,
      counts: [],
    },
  ],
  totals: null,
  generatedAt: '2026-06-01T18:00:00.000Z',
});

describe('the close-out calls', () => {
  it('reads the close-out, posts a count and reads it again; a charity event makes it stale too', async () => {
    const client = new QueryClient();
    let counted: number | null = null;
    const fetch = mockFetch().mockImplementation(async (url, init) => {
      if (init?.method === 'POST') {
        counted = (JSON.parse(String(init.body)) as { countedCents: number }).countedCents;
        return fakeResponse(201, {
          id: 'c1',
          method: 'cash',
          countedCents: counted,
          note: null,
          declaredBy: 'desk-1',
          declaredByName: 'Dee Desk',
          declaredAt: '2026-06-01T18:00:00.000Z',
        });
      }
      return fakeResponse(200, report(counted));
    });
    const { result } = renderHook(() => ({ closeOut: useCloseOut('t 1'), declare: useDeclareCount() }), { wrapper: queryWrapper(client) });
    await waitFor(() => expect(result.current.closeOut.data?.lines[0]?.methods[0]?.differenceCents).toBeNull());
    expect(requestOf(fetch).url).toBe('/api/tournaments/t%201/close-out');

    await act(() => result.current.declare.mutateAsync({ tournamentId: 't 1', count: { method: 'cash', countedCents: 79_50 } }));
    expect(requestOf(fetch, 1).url).toBe('/api/tournaments/t%201/close-out/counts');
    await waitFor(() => expect(result.current.closeOut.data?.lines[0]?.methods[0]?.differenceCents).toBe(-50));

    const calls = fetch.mock.calls.length;
    const data = { tournamentId: 't 1', charityName: 'Kids', charityRaised: 90, charityGoal: 5000, percent: 2, milestonesCrossed: [] };
    applyLiveEvent(client, { type: 'charity', id: 2, tournamentId: 't 1', data });
    await waitFor(() => expect(fetch.mock.calls.length).toBe(calls + 1));
  });

  it('waits for a tournament id before asking', () => {
    const fetch = mockFetch();
    renderHook(() => useCloseOut(null), { wrapper: queryWrapper() });
    expect(fetch).not.toHaveBeenCalled();
  });
});
