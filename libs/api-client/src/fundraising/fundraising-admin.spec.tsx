import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { queryKeys } from '../query/query-keys';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { queryWrapper } from '../testing/query-wrapper';
import { sampleAddOn, sampleAdminSponsor, sampleBirdiePledges, sampleLedgerEntry, sampleTournament } from '../testing/sample-data';
import { getTournaments } from '../tournaments/get-tournaments';
import { tournamentsPath } from '../tournaments/tournament-key';
import { ledgerPath, useLedger } from './get-ledger';
import { useClearHoleSponsor } from './use-clear-hole-sponsor';
import { useCollectBirdiePledge } from './use-collect-birdie-pledge';
import { downloadLedgerCsv } from './use-download-ledger-csv';
import { useRecordLedgerEntry } from './use-record-ledger-entry';
import { useSellAddOn } from './use-sell-add-on';
import { useUploadSponsorLogo } from './use-upload-sponsor-logo';
import { useVoidLedgerEntry } from './use-void-ledger-entry';

const entry = sampleLedgerEntry();

describe('the ledger read', () => {
  it('sends only the filters that are set', async () => {
    expect(ledgerPath('t1', { kind: 'donation', state: undefined, method: 'cash' })).toBe('/api/tournaments/t1/ledger?kind=donation&method=cash');
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, { entries: [entry], raised: 100 }));
    const { result } = renderHook(() => useLedger('t1', { state: 'pledged' }), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.data).toEqual({ entries: [entry], raised: 100 }));
    expect(requestOf(fetch).url).toBe('/api/tournaments/t1/ledger?state=pledged');
  });
});

describe('the ledger writes', () => {
  it('records an entry with its idempotency key, then refreshes the ledger and the tournaments (their raised amount)', async () => {
    const client = new QueryClient();
    const fetch = mockFetch().mockImplementation(async (url, init) => {
      if (init?.method === 'POST') return fakeResponse(201, entry);
      return url.startsWith(ledgerPath('t1')) ? fakeResponse(200, { entries: [], raised: 0 }) : fakeResponse(200, [sampleTournament()]);
    });
    const { result } = renderHook(
      () => ({
        ledger: useLedger('t1'),
        tournaments: useQuery({ queryKey: [tournamentsPath], queryFn: getTournaments }),
        record: useRecordLedgerEntry(),
      }),
      { wrapper: queryWrapper(client) },
    );
    await waitFor(() => expect(result.current.ledger.data && result.current.tournaments.data).toBeDefined());
    const before = fetch.mock.calls.length;
    await act(() =>
      result.current.record.mutateAsync({
        tournamentId: 't1',
        entry: { kind: 'donation', amount: '100.00', donorName: 'Grace', method: 'cash' },
        idempotencyKey: 'entry-key-1',
      }),
    );
    const post = requestOf(fetch, before);
    expect(post.url).toBe('/api/tournaments/t1/ledger');
    expect(post.headers.get('Idempotency-Key')).toBe('entry-key-1');
    expect(JSON.parse(String(post.init.body))).toEqual({ kind: 'donation', amount: '100.00', donorName: 'Grace', method: 'cash' });
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(before + 3));
    const refetched = fetch.mock.calls.slice(before + 1).map(([url]) => url);
    expect(refetched).toEqual(expect.arrayContaining(['/api/tournaments/t1/ledger', expect.stringMatching(/^\/api\/tournaments\?/)]));
  });

  it('voids with the reason and says why it failed', async () => {
    const fetch = mockFetch().mockResolvedValue(
      fakeResponse(422, { statusCode: 422, error: 'Unprocessable Entity', message: fundraisingMessages.raisedWouldGoNegative }),
    );
    const { result } = renderHook(() => useVoidLedgerEntry(), { wrapper: queryWrapper() });
    await act(() => result.current.mutateAsync({ tournamentId: 't1', entryId: entry.id, reason: 'typo' }).catch(() => undefined));
    expect(requestOf(fetch).url).toBe(`/api/tournaments/t1/ledger/${entry.id}/void`);
    expect(JSON.parse(String(requestOf(fetch).init.body))).toEqual({ reason: 'typo' });
    await waitFor(() => expect(result.current.failureText).toBe(`${fundraisingMessages.entryVoidFailed}: ${fundraisingMessages.raisedWouldGoNegative}`));
  });

  it('reads the CSV as text with the bearer-token fetch', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, 'id,amount\n1,100.00\n'));
    await expect(downloadLedgerCsv({ tournamentId: 't1' })).resolves.toBe('id,amount\n1,100.00\n');
    expect(requestOf(fetch).url).toBe('/api/tournaments/t1/ledger/csv');
    expect(requestOf(fetch).headers.get('Accept')).toBe('text/csv');
  });
});

describe('sponsors, add-ons and pledges', () => {
  it('uploads a logo as the request body with its own content type', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, sampleAdminSponsor({ logoUrl: '/api/tournaments/t1/sponsors/s1/logo' })));
    const { result } = renderHook(() => useUploadSponsorLogo(), { wrapper: queryWrapper() });
    const logo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await act(() => result.current.mutateAsync({ tournamentId: 't1', sponsorId: 's1', logo }));
    const put = requestOf(fetch);
    expect([put.url, put.init.method, put.headers.get('Content-Type'), put.init.body]).toEqual([
      '/api/tournaments/t1/sponsors/s1/logo',
      'PUT',
      'image/png',
      logo,
    ]);
  });

  it('frees a hole and refreshes the grid of holes', async () => {
    const client = new QueryClient();
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, [{ hole: 7, sponsor: null }]));
    const { result } = renderHook(
      () => ({
        holes: useQuery({ queryKey: queryKeys.fundraising('t1', 'hole-sponsors'), queryFn: () => Promise.resolve([]) }),
        clear: useClearHoleSponsor(),
      }),
      { wrapper: queryWrapper(client) },
    );
    await waitFor(() => expect(result.current.holes.data).toBeDefined());
    await act(() => result.current.clear.mutateAsync({ tournamentId: 't1', hole: 7 }));
    expect([requestOf(fetch).url, requestOf(fetch).init.method]).toEqual(['/api/tournaments/t1/hole-sponsors/7', 'DELETE']);
    expect(client.getQueryState(queryKeys.fundraising('t1', 'hole-sponsors'))?.dataUpdateCount).toBe(2);
  });

  it('sells an add-on with its sale id and collects a pledge with the method', async () => {
    const fetch = mockFetch().mockImplementation(async (url) =>
      url.endsWith('/add-on-sales')
        ? fakeResponse(201, {
            id: '00000000-0000-4000-8000-000000000501',
            productId: sampleAddOn().id,
            quantity: 3,
            teamId: '00000000-0000-4000-8000-0000000000a1',
            playerId: null,
            amount: 30,
            ledgerEntryId: entry.id,
            recordedAt: entry.recordedAt,
          })
        : fakeResponse(200, { ...sampleBirdiePledges().pledges[0], state: 'collected', ledgerEntryId: entry.id }),
    );
    const { result } = renderHook(() => ({ sell: useSellAddOn(), collect: useCollectBirdiePledge() }), { wrapper: queryWrapper() });
    const sale = { saleId: entry.id, productId: sampleAddOn().id, quantity: 3, teamId: '00000000-0000-4000-8000-0000000000a1', method: 'cash' as const };
    await act(() => result.current.sell.mutateAsync({ tournamentId: 't1', sale }));
    expect(JSON.parse(String(requestOf(fetch).init.body))).toEqual(sale);
    await act(() => result.current.collect.mutateAsync({ tournamentId: 't1', pledgeId: 'p1', method: 'card' }));
    const collect = requestOf(fetch, 1);
    expect([collect.url, collect.init.body]).toEqual(['/api/tournaments/t1/birdie-pledges/p1/collect', JSON.stringify({ method: 'card' })]);
  });
});
