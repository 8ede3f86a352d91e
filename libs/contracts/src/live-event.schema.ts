// The live event stream of a tournament (GET /api/tournaments/{id}/events, Server-Sent Events) and the
// persisted activity feed (GET /api/tournaments/{id}/activity). Each SSE message is `id: <n>`,
// `event: <type>` and `data: <JSON of the event's data>`; ids increase per tournament.
import { z } from 'zod';
import { revealState } from './awards.schema';
import { entityId, isoTimestamp } from './common.schema';
import { contestsEventData } from './contest.schema';
import { fieldMessageEventData } from './field-message.schema';
import { leaderboardResponse } from './leaderboard.schema';
import { limits } from './limits';
import { liveEventTypes } from './live-stream';
import { auctionSale, auctionSettings, fundANeedView, publicAuctionItem } from './auction.schema';
import { scoresResponse } from './score.schema';
import { publicTournament } from './tournament.schema';

export const activityKinds = ['birdie', 'eagle', 'albatross', 'hole-in-one', 'team-finished', 'leader-change', 'charity-milestone'] as const;
export const activityKind = z.enum(activityKinds);
export type ActivityKind = z.infer<typeof activityKind>;

/** One line of Recent Activity: what happened, to whom, when. */
export const activityItem = z.object({
  id: entityId,
  tournamentId: entityId,
  kind: activityKind,
  /** 'Birdie on hole 7', 'Leader change', 'Charity milestone'. */
  title: z.string(),
  /** 'Alice Smith (The Bogey Men) made birdie on hole 7 (par 4)'. */
  message: z.string(),
  teamId: entityId.nullable(),
  createdAt: isoTimestamp,
});
export type ActivityItem = z.infer<typeof activityItem>;

export const activityFeedSize = 20;

/** The last 20 items, newest first. */
export const activityResponse = z.array(activityItem).max(activityFeedSize);
export type ActivityResponse = z.infer<typeof activityResponse>;

/** A team's scores on one hole after a write: teammates' phones replace that hole with it. */
export const holeScoresEventData = z.object({
  tournamentId: entityId,
  teamId: entityId,
  hole: z.number().int().min(1).max(limits.holesPerRound),
  scores: scoresResponse,
});
export type HoleScoresEventData = z.infer<typeof holeScoresEventData>;

/** Charity progress (dollars) and the milestones (dollars) this change crossed, if any. */
export const charityEventData = z.object({
  tournamentId: entityId,
  charityName: z.string(),
  charityRaised: z.number().nonnegative(),
  charityGoal: z.number().nonnegative(),
  percent: z.number().int().min(0).max(100),
  milestonesCrossed: z.array(z.number()),
});
export type CharityEventData = z.infer<typeof charityEventData>;

/**
 * The tournament as everyone may read it (the stream is one broadcast: nothing in it is about one viewer);
 * `deleted` when it is gone.
 */
export const tournamentEventData = z.object({
  tournamentId: entityId,
  tournament: publicTournament.nullable(),
  deleted: z.boolean(),
});
export type TournamentEventData = z.infer<typeof tournamentEventData>;

/**
 * The event team changed: open Team tabs and members' own pages read their roles again (a revoked member's page
 * learns it so). Only the tournament's id: the stream is public, the team is not.
 */
export const eventTeamEventData = z.object({ tournamentId: entityId });

/** Auction items changed (a bid, an edit): each as everyone may read it (bidders by number); one deleted is left out. */
/**
 * The auction changed: the items that changed (everyone's view), the fund-a-need when it changed, and the
 * sales this change made (the close of an item, a buy-now), for the TV's announcements.
 */
export const auctionEventData = z.object({
  tournamentId: entityId,
  /** The auction's settings as they are now: an organiser's new close moves every screen's countdown and "Extended". */
  settings: auctionSettings.optional(),
  items: z.array(publicAuctionItem),
  fundANeed: fundANeedView.nullable().optional(),
  sales: z.array(auctionSale).default([]),
});
export type AuctionEventData = z.infer<typeof auctionEventData>;

// 0: a snapshot sent before this process has published anything (no id to resume from).
const eventId = z.number().int().nonnegative();

export const liveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('leaderboard'), id: eventId, tournamentId: entityId, data: leaderboardResponse }),
  z.object({ type: z.literal('hole-scores'), id: eventId, tournamentId: entityId, data: holeScoresEventData }),
  z.object({ type: z.literal('activity'), id: eventId, tournamentId: entityId, data: activityItem }),
  z.object({ type: z.literal('charity'), id: eventId, tournamentId: entityId, data: charityEventData }),
  z.object({ type: z.literal('tournament'), id: eventId, tournamentId: entityId, data: tournamentEventData }),
  z.object({ type: z.literal('contests'), id: eventId, tournamentId: entityId, data: contestsEventData }),
  z.object({ type: z.literal('awards'), id: eventId, tournamentId: entityId, data: revealState }),
  z.object({ type: z.literal('event-team'), id: eventId, tournamentId: entityId, data: eventTeamEventData }),
  z.object({ type: z.literal('auction'), id: eventId, tournamentId: entityId, data: auctionEventData }),
  z.object({ type: z.literal('field-message'), id: eventId, tournamentId: entityId, data: fieldMessageEventData }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;
export type LiveEventType = LiveEvent['type'];
// Every type of the union, and nothing else, is in the run-time list streams and clients use.
liveEventTypes satisfies readonly LiveEventType[];
const _everyTypeListed: LiveEventType extends (typeof liveEventTypes)[number] ? true : never = true;
export { liveEventTypes };

/** The data of one event type. */
export type LiveEventData<T extends LiveEventType> = Extract<LiveEvent, { type: T }>['data'];

/** Reads one received SSE message (its type, id text and data text) into a checked event; null if it is not one. */
export function parseLiveEvent(type: string, id: string, dataText: string): LiveEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(dataText);
  } catch {
    return null;
  }
  const tournamentId = (data as { tournamentId?: unknown } | null)?.tournamentId;
  const parsed = liveEvent.safeParse({ type, id: Number(id), tournamentId, data });
  return parsed.success ? parsed.data : null;
}
