import { z } from 'zod';
import { entityId, isoTimestamp } from './common.schema';
import { errorBody } from './error.schema';
import { limits } from './limits';
import { scoreReadModel } from './score.schema';

/** A phone's queue at most: every player of a foursome on every hole. */
export const maxScoresPerBatch = limits.maxPlayersPerTeam * limits.holesPerRound;

export const scoreCardMessages = {
  batchSize: `Send between 1 and ${maxScoresPerBatch} scores`,
  cardSubmitted: 'This card has been submitted and is locked. Ask the tournament admin to correct a score.',
  cardIncomplete: 'Score every hole before submitting the card.',
  submitForbidden: "Only a member of this team, the tournament's organisers or a scorer can submit its card.",
} as const;

/**
 * Body of POST /api/scores/batch. Items are checked one by one (each against postScoreInput), so one
 * bad score does not refuse the others.
 */
export const postScoresBatchInput = z.object({
  scores: z.array(z.unknown()).min(1, scoreCardMessages.batchSize).max(maxScoresPerBatch, scoreCardMessages.batchSize),
});
export type PostScoresBatchInput = z.infer<typeof postScoresBatchInput>;

export const batchScoreResult = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), score: scoreReadModel }),
  z.object({ ok: z.literal(false), error: errorBody }),
]);
export type BatchScoreResult = z.infer<typeof batchScoreResult>;

/** Reply of POST /api/scores/batch: one result per item, in the order sent. */
export const postScoresBatchResponse = z.object({ results: z.array(batchScoreResult) });
export type PostScoresBatchResponse = z.infer<typeof postScoresBatchResponse>;

/** Body of POST /api/scores/card and query of GET /api/scores/card. */
export const scoreCardQuery = z.object({ tournamentId: entityId, teamId: entityId });
export type ScoreCardQuery = z.infer<typeof scoreCardQuery>;

/** Whether a team's card is submitted (locked for its members), when and by whom. */
export const scoreCardStatus = z.object({
  submitted: z.boolean(),
  submittedAt: isoTimestamp.nullable(),
  submittedBy: z.string().nullable(),
});
export type ScoreCardStatus = z.infer<typeof scoreCardStatus>;

/** One change of a score in the trail (GET /api/scores/history): who set which strokes when. */
export const scoreChange = z.object({
  playerId: entityId,
  hole: z.number().int(),
  strokes: z.number().int(),
  previousStrokes: z.number().int().nullable(),
  changedBy: z.string(),
  changedAt: isoTimestamp,
});
export type ScoreChange = z.infer<typeof scoreChange>;
export const scoreHistoryResponse = z.array(scoreChange);
export type ScoreHistoryResponse = z.infer<typeof scoreHistoryResponse>;
