import { type LeaderboardInput } from './leaderboard-input.type';

/** Individual stroke play ranking of every player of every team (the stroke-play allowance applies). */
export type IndividualLeaderboardInput = Omit<LeaderboardInput, 'format' | 'tieBreak'>;

export interface IndividualLeaderboardRow {
  playerId: string;
  playerName: string;
  teamId: string;
  teamName: string;
  playingHandicap: number;
  /** null for a player without any score. */
  position: number | null;
  positionLabel: string;
  thru: number;
  finished: boolean;
  /** Relative to par over the holes played (net unless the basis is gross). */
  totalScore: number;
  totalScoreLabel: string;
  grossTotal: number;
  netTotal: number;
  isLeader: boolean;
}
