import { limits } from '@fairway/contracts/limits';
import { type MatchHoleOutcome } from './match-play-hole-outcome';

export interface MatchStatus {
  holesPlayed: number;
  holesRemaining: number;
  /** Holes up for side A (negative when A is down). */
  margin: number;
  leader: 'A' | 'B' | null;
  dormie: boolean;
  finished: boolean;
  /**
   * In progress, from side A's view: "2 UP", "1 DOWN", "ALL SQUARE", or "DORMIE" when the leader
   * (see `leader`) is up by as many holes as remain. Finished, the winner's result: "3&2" (3 up with
   * 2 to play), "1 UP" after the last hole, or "HALVED".
   */
  text: string;
}

function finishedText(lead: number, holesRemaining: number): string {
  if (lead === 0) return 'HALVED';
  return holesRemaining > 0 ? `${lead}&${holesRemaining}` : `${lead} UP`;
}

function inProgressText(margin: number, dormie: boolean): string {
  if (dormie) return 'DORMIE';
  if (margin > 0) return `${margin} UP`;
  if (margin < 0) return `${-margin} DOWN`;
  return 'ALL SQUARE';
}

const MARGIN_CHANGE: Record<MatchHoleOutcome, number> = { won: 1, lost: -1, halved: 0 };

/** Match state after the given outcomes (side A's view, in play order); holes after the match is decided are ignored. */
export function matchStatus(outcomes: readonly MatchHoleOutcome[], holesInMatch: number = limits.holesPerRound): MatchStatus {
  let margin = 0;
  let holesPlayed = 0;
  for (const outcome of outcomes) {
    if (holesPlayed >= holesInMatch || Math.abs(margin) > holesInMatch - holesPlayed) break;
    margin += MARGIN_CHANGE[outcome];
    holesPlayed += 1;
  }
  const holesRemaining = holesInMatch - holesPlayed;
  const lead = Math.abs(margin);
  const finished = holesRemaining === 0 || lead > holesRemaining;
  const dormie = !finished && lead > 0 && lead === holesRemaining;
  const leader = margin > 0 ? 'A' : margin < 0 ? 'B' : null;
  const text = finished ? finishedText(lead, holesRemaining) : inProgressText(margin, dormie);
  return { holesPlayed, holesRemaining, margin, leader, dormie, finished, text };
}
