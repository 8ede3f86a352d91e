import type { ScoreReadModel } from '@fairway/contracts/score';
import type { Hole } from '@fairway/contracts/course';
import { limits } from '@fairway/contracts/limits';
import { inferPlayingHandicap, strokesReceivedOnHole } from '@fairway/golf/strokes';

/** Strokes typed into a field: a whole number 1-12, else the hole's par. */
export function strokesOrPar(text: string, par: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= limits.minStrokes && value <= limits.maxStrokes ? value : par;
}

export const clampStrokes = (value: number) => Math.min(limits.maxStrokes, Math.max(limits.minStrokes, value));

/**
 * Strokes the player receives on the hole: from the server's net score once there is one (it applies the
 * course rating and the format's allowance), else from their playing handicap (see playingHandicapOf).
 */
export function strokesReceived(score: ScoreReadModel | undefined, playingHandicap: number, hole: Hole | undefined): number {
  if (score) return score.strokes - score.netScore;
  return hole ? strokesReceivedOnHole(playingHandicap, hole.handicap) : 0;
}

/**
 * The player's playing handicap as the server's net scores on their other holes reveal it, so a hole scored
 * without signal shows the same strokes and net the server will give it; the handicap index before any.
 */
export function playingHandicapOf(playerId: string, handicap: number, scores: readonly ScoreReadModel[], holes: readonly Hole[]): number {
  const known = scores.flatMap((score) => {
    const hole = score.playerId === playerId ? holes.find((entry) => entry.number === score.hole) : undefined;
    return hole ? [{ strokeIndex: hole.handicap, received: score.strokes - score.netScore }] : [];
  });
  return inferPlayingHandicap(known, handicap);
}

/** "2 under par", "Even par", "1 over par". */
export function overUnderText(strokes: number, par: number): string {
  const diff = strokes - par;
  if (diff === 0) return 'Even par';
  return `${Math.abs(diff)} ${diff < 0 ? 'under' : 'over'} par`;
}

/**
 * "changed by Ann at 10:42" on a corrected score, and on one a teammate set while this hole was on screen
 * (`live`); nothing on a score simply entered, whoever keeps the card.
 */
export function changedByText(score: ScoreReadModel | undefined, { live = false } = {}): string | null {
  if (!score?.changedBy) return null;
  if (!score.corrected && !(live && score.changedBy !== score.playerName)) return null;
  const time = new Date(score.updatedAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return `changed by ${score.changedBy} at ${time}`;
}
