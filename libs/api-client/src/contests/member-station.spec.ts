/** @jest-environment node */
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';
import { myStationsQueryOptions } from './get-my-stations';
import { stationViewQueryOptions } from './get-station-view';
import { StationOutbox } from './station-outbox';
import { StationStore } from './station-store';
import { memberStationKey } from './station-token-header';

const entry = { entryId: 'e1', teamId: 'team-1', playerId: 'p1', division: 'Open', feet: 4, inches: 0, yards: null, witnesses: [] };

describe("a contest volunteer's own stations", () => {
  it('asks for the tournament’s my-stations read', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, { stations: [] }));
    await new QueryClient().fetchQuery(myStationsQueryOptions('t 1'));
    expect(requestOf(fetch).url).toBe('/api/tournaments/t%201/my-stations');
  });

  it('opens a member station on its contest’s route without a station token (the sign-in is the key)', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, { contest: { id: 'c1' }, teams: [], entries: [] }));
    await new QueryClient().fetchQuery(stationViewQueryOptions(memberStationKey('c1'), new StationStore('member-station-view')));
    expect(requestOf(fetch).url).toBe('/api/contests/c1/station');
    expect(requestOf(fetch).headers.has('x-station-token')).toBe(false);
  });

  it('sends a member station’s entries without a token, and a link’s with its token', async () => {
    const fetch = mockFetch().mockImplementation(async () => fakeResponse(201, { entry: { id: 'e1' }, leads: true, contest: { id: 'c1' } }));
    const member = new StationOutbox({ token: memberStationKey('c1'), store: new StationStore('member-station-outbox') });
    await member.enter('c1', entry);
    await member.flush();
    expect(requestOf(fetch, 0).url).toBe('/api/contests/c1/station/entries');
    expect(requestOf(fetch, 0).headers.has('x-station-token')).toBe(false);

    const link = new StationOutbox({ token: 'tok-1', store: new StationStore('link-station-outbox') });
    await link.enter('c1', { ...entry, entryId: 'e2' });
    await link.flush();
    expect(requestOf(fetch, 1).headers.get('x-station-token')).toBe('tok-1');
  });
});
