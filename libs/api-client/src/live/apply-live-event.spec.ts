import type { Tournament } from '@fairway/contracts/tournament';
import { createQueryClient } from '../query/create-query-client';
import { sampleTournament } from '../testing/sample-data';
import { tournamentQueryKey } from '../tournaments/tournament-key';
import { applyLiveEvent } from './apply-live-event';

describe('applyLiveEvent: a tournament changed', () => {
  // The organiser's own read: they manage it, and it carries their account id.
  const mine = sampleTournament({ canManage: true, adminUserId: 'uid-admin' });
  const { canManage: _canManage, isMember: _isMember, adminUserId: _adminUserId, ...broadcast } = { ...mine, name: 'Renamed Open' };
  const changed = (tournament: typeof broadcast) => ({
    type: 'tournament' as const,
    id: 3,
    tournamentId: mine.id,
    data: { tournamentId: mine.id, tournament, deleted: false },
  });

  it("takes the new fields and keeps what the caller's own read said they may do", () => {
    const client = createQueryClient();
    client.setQueryData(tournamentQueryKey(mine.id), mine);
    applyLiveEvent(client, changed(broadcast));
    expect(client.getQueryData<Tournament>(tournamentQueryKey(mine.id))).toEqual({ ...mine, name: 'Renamed Open' });
  });

  it('writes nothing for a tournament the page has not read: the broadcast does not say what the caller may do', () => {
    const client = createQueryClient();
    applyLiveEvent(client, changed(broadcast));
    expect(client.getQueryData(tournamentQueryKey(mine.id))).toBeUndefined();
  });
});
