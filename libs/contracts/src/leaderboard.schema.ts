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

export const leaderboardResponse = z.object({
  tournamentId: entityId,
  tournamentName: z.string(),
  format: tournamentFormat,
  updatedAt: isoTimestamp,
  rows: z.array(leaderboardRow),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponse>;
