import { jest } from '@jest/globals';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import type { LeaderboardResponse } from '@fairway/contracts/leaderboard';
import type { ActivityResponse } from '@fairway/contracts/live-event';
import type { ScoresResponse } from '@fairway/contracts/score';
import type { Tournament } from '@fairway/contracts/tournament';
import { createQueryClient } from '../query/create-query-client';
import { queryKeys } from '../query/query-keys';
import {
  sampleActivity,
  sampleAuctionCatalogue,
  sampleAuctionItem,
  sampleAuctionSale,
  sampleBoard,
  sampleBoardRow,
  sampleScore,
  sampleTournament,
} from '../testing/sample-data';
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

describe('applyLiveEvent: a read that left before the event', () => {
  const tournamentId = sampleTournament().id;

  /** A read on its way: it answers when the test says, as a slow network would. */
  function slowRead<T>() {
    const answers: ((value: T) => void)[] = [];
    const queryFn = jest.fn(() => new Promise<T>((resolve) => answers.push(resolve)));
    return { queryFn, answer: (index: number, value: T) => answers[index]!(value) };
  }

  /** The page's own query on the key, so that the cache treats it as on screen. */
  function watch(client: QueryClient, queryKey: readonly unknown[], queryFn: () => Promise<unknown>) {
    return new QueryObserver(client, { queryKey, queryFn, staleTime: Infinity }).subscribe(() => undefined);
  }

  it('cannot put the board from before a score back over the score’s live board', async () => {
    const client = createQueryClient();
    const before = sampleBoard({ updatedAt: '2026-06-01T15:00:00.000Z' });
    const after = sampleBoard({ updatedAt: '2026-06-01T15:01:00.000Z', rows: [sampleBoardRow({ totalScore: -3, totalScoreLabel: '-3' })] });
    client.setQueryData(queryKeys.leaderboard(tournamentId), before);
    const read = slowRead<LeaderboardResponse>();
    const refetch = client.fetchQuery({ queryKey: queryKeys.leaderboard(tournamentId), queryFn: read.queryFn, staleTime: 0 });

    applyLiveEvent(client, { type: 'leaderboard', id: 8, tournamentId, data: after });
    read.answer(0, before);
    await refetch;

    expect(client.getQueryData(queryKeys.leaderboard(tournamentId))).toEqual(after);
  });

  it('cannot take a hole’s new scores off the card, and asks for the card again after the event', async () => {
    const client = createQueryClient();
    const key = queryKeys.teamScores(tournamentId, 'team-1');
    const oldCard = [sampleScore({ hole: 1, strokes: 5 })];
    const holeTwo = [sampleScore({ hole: 2, strokes: 3 })];
    client.setQueryData(key, oldCard);
    const read = slowRead<ScoresResponse>();
    const stop = watch(client, key, read.queryFn);
    void client.refetchQueries({ queryKey: key, exact: true });

    applyLiveEvent(client, { type: 'hole-scores', id: 9, tournamentId, data: { tournamentId, teamId: 'team-1', hole: 2, scores: holeTwo } });
    read.answer(0, oldCard);
    await flush();
    expect(client.getQueryData(key)).toEqual([...oldCard, ...holeTwo]);

    // The card asked again once the event was written: its answer is at least as new as the event.
    expect(read.queryFn).toHaveBeenCalledTimes(2);
    read.answer(1, [...oldCard, ...holeTwo]);
    await flush();
    expect(client.getQueryData(key)).toEqual([...oldCard, ...holeTwo]);
    stop();
  });

  it('lets a first read arrive when the event has nothing to write into', async () => {
    const client = createQueryClient();
    const key = queryKeys.activity(tournamentId);
    const read = slowRead<ActivityResponse>();
    const first = client.fetchQuery({ queryKey: key, queryFn: read.queryFn });

    applyLiveEvent(client, { type: 'activity', id: 10, tournamentId, data: sampleActivity() });
    read.answer(0, [sampleActivity()]);

    await expect(first).resolves.toEqual([sampleActivity()]);
    expect(client.getQueryData(key)).toEqual([sampleActivity()]);
  });
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('applyLiveEvent: the auction changed', () => {
  const tournamentId = sampleTournament().id;
  const raised = sampleAuctionItem({ currentPriceCents: 60_000, leaders: ['Bidder 105'] });
  const event = { type: 'auction' as const, id: 11, tournamentId, data: { tournamentId, items: [raised], sales: [sampleAuctionSale()] } };

  it('writes the items and the sale into the catalogue the page read', () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.auction(tournamentId, 'catalogue'), sampleAuctionCatalogue());
    applyLiveEvent(client, event);
    expect(client.getQueryData(queryKeys.auction(tournamentId, 'catalogue'))).toEqual(
      sampleAuctionCatalogue({ items: [raised], sales: [sampleAuctionSale()] }),
    );
  });

  it('writes nothing where no catalogue was read (the first read brings it whole)', () => {
    const client = createQueryClient();
    applyLiveEvent(client, event);
    expect(client.getQueryData(queryKeys.auction(tournamentId, 'catalogue'))).toBeUndefined();
  });
});
