import type { QueryClient } from '@tanstack/react-query';
import type { LeaderboardResponse } from '@fairway/contracts/leaderboard';
import type { ActivityResponse, LiveEvent } from '@fairway/contracts/live-event';
import type { ScoresResponse } from '@fairway/contracts/score';
import type { Tournament } from '@fairway/contracts/tournament';
import type { AuctionCatalogue } from '@fairway/contracts/auction';
import { mergeAuctionEvent } from '../auction/merge-auction-event';
import { myBannersKey } from '../messages/messages-path';
import { contestAdminKey, eventTeamKey, myEventRolesKey, queryKeys } from '../query/query-keys';
import { tournamentQueryKey, tournamentsPath } from '../tournaments/tournament-key';
import { replaceWithEvent, updateWithEvent } from './live-cache-writes';

/** The contracts' activityFeedSize (a value import from there would bring zod onto the TV). */
const FEED_SIZE = 20;

/** Writes one event where the pages read it (the same keys as their queries), without a refetch; a read of
 * the key still on its way (it left before the event) cannot put the older answer back over it. */
export function applyLiveEvent(client: QueryClient, event: LiveEvent): void {
  switch (event.type) {
    case 'leaderboard':
      replaceWithEvent(client, queryKeys.leaderboard(event.tournamentId), event.data);
      if (client.getQueryData<LeaderboardResponse>(queryKeys.todaysLeaderboard())?.tournamentId === event.tournamentId) {
        replaceWithEvent(client, queryKeys.todaysLeaderboard(), event.data);
      }
      // A new birdie moves what the pledges come to.
      void client.invalidateQueries({ queryKey: queryKeys.fundraising(event.tournamentId, 'birdie-pledges') });
      // Skins are won on the scores the board is made of (a tournament without skins is not asked on every score).
      if (client.getQueryData(queryKeys.skins(event.tournamentId, 'board')))
        void client.invalidateQueries({ queryKey: queryKeys.skins(event.tournamentId, 'board') });
      return;
    case 'hole-scores': {
      const { tournamentId, teamId, hole, scores } = event.data;
      replaceWithEvent(client, queryKeys.holeScores(tournamentId, teamId, hole), scores);
      updateWithEvent<ScoresResponse>(client, queryKeys.teamScores(tournamentId, teamId), (card) =>
        card ? [...card.filter((score) => score.hole !== hole), ...scores] : card,
      );
      return;
    }
    case 'activity':
      updateWithEvent<ActivityResponse>(client, queryKeys.activity(event.tournamentId), (feed) =>
        feed ? [event.data, ...feed.filter((item) => item.id !== event.data.id)].slice(0, FEED_SIZE) : feed,
      );
      return;
    case 'charity': {
      const { charityRaised, charityGoal, charityName } = event.data;
      updateWithEvent<Tournament>(client, tournamentQueryKey(event.tournamentId), (tournament) =>
        tournament ? { ...tournament, charityRaised, charityGoal, charityName } : tournament,
      );
      // The event carries only the totals: the reads built on the ledger are asked for again (only those on screen).
      void client.invalidateQueries({ queryKey: queryKeys.fundraising(event.tournamentId) });
      // Skins are set up under the ledger's lock (their entry fees are money), so this event follows: a screen
      // that found no skins yet asks again, or a TV on all day would never show them.
      void client.invalidateQueries({ queryKey: queryKeys.skins(event.tournamentId, 'board') });
      return;
    }
    case 'contests':
      replaceWithEvent(client, queryKeys.contests(event.tournamentId), event.data.contests);
      // An entry, a confirmation or a void: the organiser's open entry lists and trails are asked for again.
      void client.invalidateQueries({ queryKey: contestAdminKey() });
      return;
    case 'auction':
      updateWithEvent<AuctionCatalogue>(
        client,
        queryKeys.auction(event.tournamentId, 'catalogue'),
        (catalogue) => catalogue && mergeAuctionEvent(catalogue, event.data),
      );
      return;
    case 'awards':
      replaceWithEvent(client, queryKeys.revealState(event.tournamentId), event.data);
      return;
    case 'tournament': {
      // The stream is one broadcast: it carries the tournament as everyone reads it, so what this caller may do
      // there (canManage, isMember) is kept from the caller's own read. Nothing read yet: the page reads it whole.
      const changed = event.data.tournament;
      if (changed) updateWithEvent<Tournament>(client, tournamentQueryKey(event.tournamentId), (mine) => mine && { ...mine, ...changed });
      else client.removeQueries({ queryKey: tournamentQueryKey(event.tournamentId) });
      return;
    }
    case 'event-team':
      // Only the tournament's id comes (the team is not public): the team, my roles and the tournaments' myRole
      // are read again, so a Team tab shows the change and a revoked member's open page learns it.
      for (const queryKey of [eventTeamKey(event.tournamentId), myEventRolesKey(), [tournamentsPath]]) void client.invalidateQueries({ queryKey });
      return;
    case 'field-message':
      // Only which message (the stream is public): an open scorecard asks whether it is for its player.
      void client.invalidateQueries({ queryKey: myBannersKey(event.tournamentId) });
      return;
  }
}
