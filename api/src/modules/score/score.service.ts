import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HoleScoresQuery, PostScoreInput, PostScoreResponse, ScoresQuery, ScoresResponse } from '@fairway/contracts';
import { roundProgress, type ScoreAnnotation } from '@fairway/golf';
import { DataSource, type EntityManager } from 'typeorm';
import { forbidden, isTeamMember, isTournamentAdmin, type AuthUser } from '../../common/auth';
import { TeamEntity } from '../team/team.entity';
import { annotateTeam, annotationKey, type AnnotationKey } from './annotate-team';
import { ScoreEntity } from './score.entity';
import { playerNotFound } from './score.exception';
import { toScoreReadModels } from './score-read-model';
import { loadTeamContext, type TeamContext } from './team-context';
import { findCourseRating, teamRoundSettings } from './tournament-scoring';

interface AnnotatedScores {
  context: TeamContext;
  scores: ScoreEntity[];
  annotations: Map<AnnotationKey, ScoreAnnotation>;
}

const UPSERT_SCORE = `
  INSERT INTO scores (tournament_id, team_id, player_id, hole, strokes, net_score, is_best)
  VALUES ($1, $2, $3, $4, $5, 0, false)
  ON CONFLICT ON CONSTRAINT scores_tournament_team_player_hole_key
  DO UPDATE SET strokes = EXCLUDED.strokes, updated_at = now()`;

const SAVE_ANNOTATIONS = `
  UPDATE scores SET net_score = changed.net_score, is_best = changed.is_best
  FROM unnest($1::uuid[], $2::numeric[], $3::boolean[]) AS changed (id, net_score, is_best)
  WHERE scores.id = changed.id`;

@Injectable()
export class ScoreService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Writes (or replaces) one score, then recomputes the team's netScore, isBest and current hole. */
  post(user: AuthUser, input: PostScoreInput): Promise<PostScoreResponse> {
    return this.dataSource.transaction(async (manager) => {
      const context = await loadTeamContext(manager, input, { lockTeam: true });
      assertMayPostScores(user, context);
      if (!context.team.players.some((player) => player.id === input.playerId)) throw playerNotFound();
      await manager.query(UPSERT_SCORE, [input.tournamentId, input.teamId, input.playerId, input.hole, input.strokes]);
      const annotated = await this.annotate(manager, context);
      await saveAnnotations(manager, annotated);
      const currentHole = await updateCurrentHole(manager, annotated);
      const holeScores = toScoreReadModels(context.team, annotated.scores.filter((score) => score.hole === input.hole), annotated.annotations);
      const score = holeScores.find((entry) => entry.playerId === input.playerId);
      if (!score) throw playerNotFound();
      return { score, holeScores, currentHole };
    });
  }

  async list(query: ScoresQuery): Promise<ScoresResponse> {
    const annotated = await this.annotate(this.dataSource.manager, await loadTeamContext(this.dataSource.manager, query));
    return toScoreReadModels(annotated.context.team, annotated.scores, annotated.annotations);
  }

  async listHole(query: HoleScoresQuery): Promise<ScoresResponse> {
    return (await this.list(query)).filter((score) => score.hole === query.hole);
  }

  private async annotate(manager: EntityManager, context: TeamContext): Promise<AnnotatedScores> {
    const { tournament, team } = context;
    const [scores, courseRating] = await Promise.all([
      manager.find(ScoreEntity, { where: { tournamentId: tournament.id, teamId: team.id } }),
      findCourseRating(manager, tournament.courseId),
    ]);
    const annotations = annotateTeam(team, scores, teamRoundSettings(tournament, courseRating));
    return { context, scores, annotations };
  }
}

function assertMayPostScores(user: AuthUser, { tournament, team }: TeamContext): void {
  if (isTeamMember(user, team) || isTournamentAdmin(user, tournament)) return;
  throw forbidden('Only a member of this team or the tournament admin can post its scores.');
}

/** One statement for every score whose stored netScore or isBest no longer matches. */
async function saveAnnotations(manager: EntityManager, { scores, annotations }: AnnotatedScores): Promise<void> {
  const changed = scores.flatMap((score) => {
    const annotation = annotations.get(annotationKey(score.playerId, score.hole));
    if (!annotation || (Number(score.netScore) === annotation.netScore && score.isBest === annotation.isBest)) return [];
    return [{ id: score.id, netScore: annotation.netScore, isBest: annotation.isBest }];
  });
  if (changed.length === 0) return;
  await manager.query(SAVE_ANNOTATIONS, [changed.map((row) => row.id), changed.map((row) => row.netScore), changed.map((row) => row.isBest)]);
}

/** The next hole in the team's order (shotgun aware) after the holes it has scored. */
async function updateCurrentHole(manager: EntityManager, { context, scores }: AnnotatedScores): Promise<number> {
  const { team } = context;
  const { currentHole } = roundProgress(team.startingHole, new Set(scores.map((score) => score.hole)));
  if (currentHole !== team.currentHole) await manager.update(TeamEntity, { id: team.id }, { currentHole });
  return currentHole;
}
