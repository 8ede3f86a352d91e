import type { ScoreReadModel } from '@fairway/contracts';
import type { ScoreAnnotation } from '@fairway/golf';
import type { ScoringTeam } from '../team/scoring-roster';
import { annotationKey, type AnnotationKey } from '../../common/scoring/annotate-team';
import type { ScoreEntity } from './score.entity';

/**
 * The team's scores as the API returns them, ordered by hole then player position. netScore and isBest
 * come from the fresh annotations, so they follow the current roster handicaps and tournament settings.
 */
export function toScoreReadModels(
  team: Pick<ScoringTeam, 'players'>,
  scores: readonly ScoreEntity[],
  annotations: ReadonlyMap<AnnotationKey, ScoreAnnotation>,
): ScoreReadModel[] {
  const players = new Map(team.players.map((player) => [player.id, player]));
  const positionOf = (score: ScoreEntity) => players.get(score.playerId)?.position ?? Number.MAX_SAFE_INTEGER;
  return [...scores]
    .sort((a, b) => a.hole - b.hole || positionOf(a) - positionOf(b))
    .map((score) => {
      const annotation = annotations.get(annotationKey(score.playerId, score.hole));
      return {
        tournamentId: score.tournamentId,
        teamId: score.teamId,
        playerId: score.playerId,
        hole: score.hole,
        strokes: score.strokes,
        netScore: annotation?.netScore ?? Math.round(Number(score.netScore)),
        isBest: annotation?.isBest ?? score.isBest,
        playerName: players.get(score.playerId)?.name ?? '',
        updatedAt: score.updatedAt.toISOString(),
        changedBy: score.updatedByName ?? null,
        corrected: score.corrected,
      };
    });
}
