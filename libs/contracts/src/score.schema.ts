import { z } from 'zod';
import { entityId, isoTimestamp, plainNumber, wholeNumberBetween } from './common.schema';
import { limits } from './limits';
import { messages } from './messages';

export const holeNumber = wholeNumberBetween(1, limits.holesPerRound, messages.score.holeRange);
export const strokes = wholeNumberBetween(limits.minStrokes, limits.maxStrokes, messages.score.strokesRange);

/** One score per (tournament, team, player, hole); posting it again replaces it. */
export const score = z.object({
  tournamentId: entityId,
  teamId: entityId,
  playerId: entityId,
  hole: holeNumber,
  strokes,
  /** Strokes minus the handicap strokes received on this hole (WHS), not minus the whole handicap. */
  netScore: z.number().int(),
  /** Marks the player(s) whose score counts for the team on this hole; ties mark all of them. */
  isBest: z.boolean(),
});
export type Score = z.infer<typeof score>;

export const scoreReadModel = score.extend({
  playerName: z.string(),
  updatedAt: isoTimestamp,
  /** Who made the score's last change (a player's name, or the admin's), null for scores older than the trail. */
  changedBy: z.string().nullable(),
  /**
   * Changed after it was first set, by someone else or minutes later: the scorecard marks the cell
   * "changed by ... at ...". False from servers and phone caches older than the flag.
   */
  corrected: z.boolean().default(false),
});
export type ScoreReadModel = z.infer<typeof scoreReadModel>;

/** Body of POST /api/scores. netScore and isBest are accepted and ignored: the server computes them. */
export const postScoreInput = z.object({
  tournamentId: entityId,
  teamId: entityId,
  playerId: entityId,
  hole: holeNumber,
  strokes,
  netScore: z.number().optional(),
  isBest: z.boolean().optional(),
});
export type PostScoreInput = z.infer<typeof postScoreInput>;

/** Query of GET /api/scores. */
export const scoresQuery = z.object({ tournamentId: entityId, teamId: entityId });
export type ScoresQuery = z.infer<typeof scoresQuery>;

/** Query of GET /api/scores/hole; hole arrives as query text. */
export const holeScoresQuery = scoresQuery.extend({
  hole: plainNumber(messages.score.holeRange).pipe(
    z.number().int(messages.score.holeRange).min(1, messages.score.holeRange).max(limits.holesPerRound, messages.score.holeRange),
  ),
});
export type HoleScoresQuery = z.infer<typeof holeScoresQuery>;

export const scoresResponse = z.array(scoreReadModel);
export type ScoresResponse = z.infer<typeof scoresResponse>;

/**
 * Reply of POST /api/scores: the saved score, every score of the team on that hole (isBest may have
 * moved to another player) and the team's current hole after the write.
 */
export const postScoreResponse = z.object({
  score: scoreReadModel,
  holeScores: scoresResponse,
  currentHole: holeNumber,
});
export type PostScoreResponse = z.infer<typeof postScoreResponse>;
