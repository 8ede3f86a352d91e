import { annotateTeamScores, type ScoreAnnotation, type TeamRoundSettings } from '@fairway/golf';
import { type ScoredTeam, toTeamInput } from './round-settings';

export type AnnotationKey = `${string}:${number}`;

export const annotationKey = (playerId: string, hole: number): AnnotationKey => `${playerId}:${hole}`;

/** netScore and isBest of each of the team's scores (WHS strokes by stroke index), by player and hole. */
export function annotateTeam(
  team: ScoredTeam,
  scores: ReadonlyArray<{ playerId: string; hole: number; strokes: number }>,
  settings: TeamRoundSettings,
): Map<AnnotationKey, ScoreAnnotation> {
  const annotations = annotateTeamScores(toTeamInput(team), scores, settings);
  return new Map(annotations.map((annotation) => [annotationKey(annotation.playerId, annotation.hole), annotation]));
}
