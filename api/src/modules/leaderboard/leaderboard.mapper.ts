import type { IndividualLeaderboardRow, LeaderboardRow } from '@fairway/contracts';
import { buildIndividualLeaderboard, type LeaderboardInput, type LeaderboardRow as GolfLeaderboardRow, stablefordTotals } from '@fairway/golf';

/** libs/golf's rows in the contract's shape; startingHole stays null for a team with none assigned. */
export function toLeaderboardRows(rows: readonly GolfLeaderboardRow[], startingHoles: ReadonlyMap<string, number | null>): LeaderboardRow[] {
  return rows.map((row) => ({
    teamId: row.teamId,
    teamName: row.teamName,
    position: row.position,
    positionLabel: row.positionLabel,
    currentHole: row.currentHole,
    thru: row.thru,
    startingHole: startingHoles.get(row.teamId) ?? null,
    completionPercentage: row.completionPercentage,
    totalScore: row.totalScore,
    totalScoreLabel: row.totalScoreLabel,
    grossTotal: row.grossTotal,
    netTotal: row.netTotal,
    isLeader: row.isLeader,
  }));
}

/** The individual board (stroke play) with each player's Stableford points, for the individual and Stableford views. */
export function toPlayerRows(input: LeaderboardInput): IndividualLeaderboardRow[] {
  const points = stablefordTotals(input);
  return buildIndividualLeaderboard(input).map((row) => ({
    playerId: row.playerId,
    playerName: row.playerName,
    teamId: row.teamId,
    teamName: row.teamName,
    positionLabel: row.positionLabel,
    thru: row.thru,
    totalScoreLabel: row.totalScoreLabel,
    grossTotal: row.grossTotal,
    netTotal: row.netTotal,
    stablefordPoints: points.get(row.playerId) ?? 0,
  }));
}
