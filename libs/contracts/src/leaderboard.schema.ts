import { z } from 'zod';
import { entityId, isoTimestamp } from './common.schema';
import { limits } from './limits';
import { tournamentFormat } from './tournament-settings.schema';

export const leaderboardRow = z.object({
  teamId: entityId,
  teamName: z.string(),
  /** Null for a team with no score yet. */
  position: z.number().int().positive().nullable(),
  /** '1', 'T2' for a shared position, '-' without a score. */
  positionLabel: z.string().regex(/^(T?[1-9]\d*|-)$/),
  currentHole: z.number().int().min(1).max(limits.holesPerRound),
  /** Holes completed. */
  thru: z.number().int().min(0).max(limits.holesPerRound),
  /** Shown when not 1 (shotgun start); null when unassigned. */
  startingHole: z.number().int().min(1).max(limits.holesPerRound).nullable(),
  completionPercentage: z.number().min(0).max(100),
  /** Relative to par over the holes played. */
  totalScore: z.number().int(),
  /** 'E', '+3' or '-2'. */
  totalScoreLabel: z.string().regex(/^(E|[+-][1-9]\d*)$/),
  grossTotal: z.number().int().nonnegative(),
  netTotal: z.number().int(),
  isLeader: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRow>;

/** One player on the individual board (stroke play) with Stableford points (stroke play and best ball). */
export const individualLeaderboardRow = z.object({
  playerId: entityId,
  playerName: z.string(),
  teamId: entityId,
  teamName: z.string(),
  positionLabel: z.string(),
  thru: z.number().int().min(0).max(limits.holesPerRound),
  totalScoreLabel: z.string(),
  grossTotal: z.number().int().nonnegative(),
  netTotal: z.number().int(),
  stablefordPoints: z.number().int().nonnegative(),
});
export type IndividualLeaderboardRow = z.infer<typeof individualLeaderboardRow>;

/** A match-play pairing and its state: "2 UP thru 12", "ALL SQUARE", "DORMIE", "3&2" (from team A's view while playing). */
export const matchLeaderboardRow = z.object({
  matchId: entityId,
  teamAId: entityId,
  teamAName: z.string(),
  teamBId: entityId,
  teamBName: z.string(),
  /** The leading team's name with the margin ("Eagles 2 UP"), 'ALL SQUARE', or the winner and result ("Eagles won 3&2"). */
  status: z.string(),
  thru: z.number().int().min(0).max(limits.holesPerRound),
  leaderTeamId: entityId.nullable(),
  finished: z.boolean(),
});
export type MatchLeaderboardRow = z.infer<typeof matchLeaderboardRow>;

export const leaderboardResponse = z.object({
  tournamentId: entityId,
  tournamentName: z.string(),
  format: tournamentFormat,
  updatedAt: isoTimestamp,
  rows: z.array(leaderboardRow),
  /** Every player, for the individual and Stableford views (absent from older answers). */
  players: z.array(individualLeaderboardRow).optional(),
  /** Match-play tournaments: the admin's pairings with their status. */
  matches: z.array(matchLeaderboardRow).optional(),
  /** How many of each team's last holes the public board leaves out until the awards (absent when none). */
  hiddenHoles: z.number().int().positive().optional(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponse>;
