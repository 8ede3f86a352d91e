import type { ScoreReadModel } from '@fairway/contracts';
import { roundProgress } from '@fairway/golf';
import { annotationKey } from '../../common/scoring/annotate-team';
import { ScoreEntity } from './score.entity';
import type { ScoreAuthor, ScoreCell, TeamScoresChange, TeamScoresRead } from './score.repository';
import type { ScoringContext } from './score-write.reader';
import { type AnnotatedScores, changedAnnotations } from './score-annotation.service';
import { toScoreReadModels } from './score.mapper';

/** One team's accepted cells applied to its scores as read: what to write, and the hole scores after it. */
export interface ScoreDraft {
  /** Null when nothing changes (a replay): nothing is written and the team need not be claimed. */
  change: TeamScoresChange | null;
  annotated: AnnotatedScores;
  currentHole: number;
}

/** The scores on the written holes once the cells are applied (new cells have no id until written). */
export function scoresAfter(read: TeamScoresRead, cells: readonly ScoreCell[]): ScoreEntity[] {
  const after = new Map(read.holeScores.map((score) => [annotationKey(score.playerId, score.hole), score]));
  for (const cell of cells) {
    const key = annotationKey(cell.playerId, cell.hole);
    const stored = after.get(key);
    if (stored?.strokes === cell.strokes) continue;
    const base = stored ?? { tournamentId: cell.tournamentId, teamId: cell.teamId, playerId: cell.playerId, hole: cell.hole, netScore: 0, isBest: false };
    after.set(key, Object.assign(new ScoreEntity(), base, { strokes: cell.strokes }));
  }
  return [...after.values()];
}

/**
 * The team's change: the cells whose strokes differ from what was read (with their fresh netScore and
 * isBest), the other cells whose annotation moved, and the next hole in the team's (shotgun) order.
 */
export function draftChange(
  { context, read, accepted, author }: { context: ScoringContext; read: TeamScoresRead; accepted: readonly ScoreCell[]; author: ScoreAuthor },
  annotated: AnnotatedScores,
): ScoreDraft {
  const { team, tournament } = context;
  const stored = new Map(read.holeScores.map((score) => [score.id, score.strokes]));
  const changedCells = annotated.scores.filter((score) => stored.get(score.id) !== score.strokes);
  const cells = changedCells.map((score) => {
    const annotation = annotated.annotations.get(annotationKey(score.playerId, score.hole));
    return {
      playerId: score.playerId,
      hole: score.hole,
      strokes: score.strokes,
      netScore: annotation?.netScore ?? score.strokes,
      isBest: annotation?.isBest ?? false,
    };
  });
  const annotations = changedAnnotations({ ...annotated, scores: annotated.scores.filter((score) => !changedCells.includes(score)) });
  const { currentHole } = roundProgress(team.startingHole, new Set([...read.scoredHoles, ...accepted.map((cell) => cell.hole)]));
  const unchanged = cells.length === 0 && annotations.length === 0 && currentHole === team.currentHole;
  const change = unchanged ? null : { tournamentId: tournament.id, teamId: team.id, revision: team.revision, currentHole, cells, author, annotations };
  return { change, annotated, currentHole };
}

/** The hole scores after the write: the written cells as stored (ids, times, corrected), as the API returns them. */
export function holeScoresAfter({ annotated }: ScoreDraft, written: readonly ScoreEntity[]): ScoreReadModel[] {
  const stored = new Map(written.map((score) => [annotationKey(score.playerId, score.hole), score]));
  const scores = annotated.scores.map((score) => stored.get(annotationKey(score.playerId, score.hole)) ?? score);
  return toScoreReadModels(annotated.context.team, scores, annotated.annotations);
}
