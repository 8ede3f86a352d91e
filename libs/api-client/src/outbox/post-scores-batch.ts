import type { PostScoreInput } from '@fairway/contracts/score';
import type { BatchScoreResult, PostScoresBatchResponse } from '@fairway/contracts/score-card';
import { apiJson, trusted } from '../http/api-json';

/** POST /api/scores/batch: one result per score, in the order sent. */
export async function postScoresBatch(scores: PostScoreInput[]): Promise<BatchScoreResult[]> {
  const reply = await apiJson('/api/scores/batch', trusted<PostScoresBatchResponse>(), { method: 'POST', json: { scores } });
  return reply.results;
}
