import { Injectable } from '@nestjs/common';
import { postScoreInput, type PostScoreInput, validationErrorBody } from '@fairway/contracts';
import type { BatchScoreResult, PostScoresBatchInput, PostScoresBatchResponse } from '@fairway/contracts/score-card';
import type { AuthUser } from '../../common/auth';
import { toErrorBody } from '../../common/errors/error-body';
import { ScoreWriteService } from './score-write.service';

interface TeamGroup {
  ids: { tournamentId: string; teamId: string };
  items: Array<{ index: number; cell: PostScoreInput }>;
}

/**
 * POST /api/scores/batch: a phone's queued scores in one request. Each item succeeds or fails on its own:
 * a bad item gets its 400, a team the caller may not score (or a locked card) fails that team's items.
 */
@Injectable()
export class ScoreBatchService {
  constructor(private readonly writes: ScoreWriteService) {}

  async post(user: AuthUser, input: PostScoresBatchInput): Promise<PostScoresBatchResponse> {
    const results: BatchScoreResult[] = [];
    const groups = new Map<string, TeamGroup>();
    input.scores.forEach((raw, index) => {
      const parsed = postScoreInput.safeParse(raw);
      if (!parsed.success) {
        results[index] = { ok: false, error: validationErrorBody(parsed.error) };
        return;
      }
      const { tournamentId, teamId } = parsed.data;
      const key = `${tournamentId}:${teamId}`;
      const group = groups.get(key) ?? { ids: { tournamentId, teamId }, items: [] };
      group.items.push({ index, cell: parsed.data });
      groups.set(key, group);
    });
    // Each team's items are one request; the teams' requests share one write (see ScoreWriteService).
    await Promise.all([...groups.values()].map((group) => this.writeGroup(user, group, results)));
    return { results };
  }

  private async writeGroup(user: AuthUser, group: TeamGroup, results: BatchScoreResult[]): Promise<void> {
    try {
      const write = await this.writes.writeTeamScores(
        user,
        group.ids,
        group.items.map((item) => item.cell),
      );
      write.results.forEach((result, n) => {
        const index = group.items[n]!.index;
        results[index] = 'strokes' in result ? { ok: true, score: result } : { ok: false, error: toErrorBody(result) };
      });
    } catch (error) {
      const body = toErrorBody(error);
      if (body.statusCode >= 500) throw error;
      for (const item of group.items) results[item.index] = { ok: false, error: body };
    }
  }
}
