/** @jest-environment node */
import 'fake-indexeddb/auto';
import type { ContestEntryInput } from '@fairway/contracts/contest';
import { QueryClient } from '@tanstack/react-query';
import { stationViewKey } from '../query/query-keys';
import { fakeResponse, mockFetch, requestOf, withoutSignal } from '../testing/fake-fetch';
import { StationOutbox, writeStationReply } from './station-outbox';
import { StationStore } from './station-store';
import { stationViewQueryOptions } from './get-station-view';

const token = 'station-token-abc';
const entry = (entryId: string, feet: number): ContestEntryInput => ({
  entryId,
  teamId: 'team-1',
  playerId: 'p1',
  division: 'Open',
  feet,
  inches: 0,
  yards: null,
  witnesses: [],
});
const reply = (entryId: string) => ({ entry: { id: entryId }, leads: true, contest: { id: 'c1' } });

let dbNumber = 0;
const newStore = () => new StationStore(`station-test-${(dbNumber += 1)}`);

describe('StationOutbox', () => {
  it('keeps entries made without signal on the phone and sends them in order, once, when the signal returns', async () => {
    const fetch = mockFetch().mockImplementation(async (url) => fakeResponse(201, reply(url.includes('/void') ? 'e1' : 'e?')));
    const signal = withoutSignal(fetch);
    const sent: unknown[] = [];
    const store = newStore();
    const outbox = new StationOutbox({ token, store, onSent: (answer) => sent.push(answer) });

    await outbox.enter('c1', entry('e1', 4));
    await outbox.flush();
    await outbox.enter('c1', entry('e2', 3));
    await outbox.change('c1', 'e1', 'void');
    await outbox.flush();
    expect(outbox.getStatus()).toMatchObject({ offline: true, failed: [] });
    expect(outbox.getStatus().waiting.map((item) => item.key)).toEqual(['enter:e1', 'enter:e2', 'void:e1']);

    // A reload: a new outbox on the same phone finds them.
    const reopened = new StationOutbox({ token, store, onSent: (answer) => sent.push(answer) });
    signal.signalReturns();
    fetch.mockClear();
    await reopened.flush();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/contests/c1/station/entries',
      '/api/contests/c1/station/entries',
      '/api/contests/c1/station/entries/e1/void',
    ]);
    expect(JSON.parse(String(requestOf(fetch, 0).init.body))).toEqual(entry('e1', 4));
    expect(requestOf(fetch, 0).headers.get('x-station-token')).toBe(token);
    expect(sent).toHaveLength(3);
    expect(reopened.getStatus()).toMatchObject({ waiting: [], failed: [], offline: false });
    await reopened.flush();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('keeps a refusal with its reason: a revoked link is refused for good, not retried', async () => {
    const fetch = mockFetch().mockResolvedValue(
      fakeResponse(401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'This station link has been revoked or is not valid',
        code: 'CONTEST_STATION_TOKEN_INVALID',
      }),
    );
    const outbox = new StationOutbox({ token, store: newStore() });
    await outbox.enter('c1', entry('e1', 4));
    await outbox.flush();
    expect(outbox.getStatus().waiting).toEqual([]);
    expect(outbox.getStatus().failed.map((item) => [item.key, item.failure?.status, item.failure?.message])).toEqual([
      ['enter:e1', 401, 'This station link has been revoked or is not valid'],
    ]);
    await outbox.flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    await outbox.dismiss('enter:e1');
    expect(outbox.getStatus().failed).toEqual([]);
  });
});

describe('station view', () => {
  it('opens from the copy kept on the phone when there is no signal, but never hides a refusal', async () => {
    const store = newStore();
    const view = { contest: { id: 'c1' }, teams: [], entries: [] };
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, view));
    const client = new QueryClient();
    expect(await client.fetchQuery(stationViewQueryOptions(token, store))).toEqual(view);
    expect(requestOf(fetch).headers.get('x-station-token')).toBe(token);

    withoutSignal(fetch);
    expect(await new QueryClient().fetchQuery(stationViewQueryOptions(token, store))).toEqual(view);

    mockFetch().mockResolvedValue(fakeResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'revoked' }));
    await expect(new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(stationViewQueryOptions(token, store))).rejects.toMatchObject({
      status: 401,
    });
  });

  it('takes a reply into the view: the contest with its leaders and the entry as stored', () => {
    const client = new QueryClient();
    client.setQueryData(stationViewKey(token), { contest: { id: 'c1', leaders: [] }, teams: [], entries: [{ id: 'e1', voided: false }] });
    writeStationReply(client, token, { contest: { id: 'c1', leaders: ['new'] }, entry: { id: 'e1', voided: true }, leads: false } as never);
    expect(client.getQueryData(stationViewKey(token))).toEqual({ contest: { id: 'c1', leaders: ['new'] }, teams: [], entries: [{ id: 'e1', voided: true }] });
  });
});
