import { type ScoreBasis } from '../types/score-basis.type';
import { type PlayerHoleScore } from './player-hole-score.type';

export interface BestBallHoleResult {
  /** The team's score on the hole: the lowest score on the chosen basis. */
  teamScore: number;
  /** Lowest gross and lowest net among the players (they may come from different players). */
  gross: number;
  net: number;
  /** Every player whose score equals the team score (all tied players are "best"). */
  bestPlayerIds: string[];
}

/** Four-ball / best ball: the team's score is the lowest net (or gross) score; null when nobody scored. */
export function bestBallHole(scores: readonly PlayerHoleScore[], basis: ScoreBasis = 'net'): BestBallHoleResult | null {
  if (scores.length === 0) return null;
  const teamScore = Math.min(...scores.map((score) => score[basis]));
  return {
    teamScore,
    gross: Math.min(...scores.map((score) => score.gross)),
    net: Math.min(...scores.map((score) => score.net)),
    bestPlayerIds: scores.filter((score) => score[basis] === teamScore).map((score) => score.playerId),
  };
}
