import type { LeaderboardRow } from '@fairway/contracts';
import type { LeaderboardRow as GolfLeaderboardRow } from '@fairway/golf';

/** libs/golf's rows in the contract's shape; startingHole stays null for a team with none assigned. */
export function toLeaderboardRows(
  rows: readonly GolfLeaderboardRow[],
  startingHoles: ReadonlyMap<string, number | null>,
): LeaderboardRow[] {
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
