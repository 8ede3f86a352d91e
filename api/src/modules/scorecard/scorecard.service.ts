import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HoleScoresQuery, PostScoreInput, PostScoreResponse, ScoresQuery, ScoresResponse } from '@fairway/contracts';
import { roundProgress, type ScoreAnnotation } from '@fairway/golf';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { annotateTeam, annotationKey, type AnnotationKey } from '../../common/scoring/annotate-team';
import { teamRoundSettings } from '../../common/scoring/round-settings';
import { CourseService } from '../course/course.service';
import type { ScoreEntity } from '../score/score.entity';
import { type ScoreAnnotationChange, ScoreRecordsService } from '../score/score-records.service';
import type { LockedTeam } from '../team/team-lookup';
import { TeamService } from '../team/team.service';
import { toScoreReadModels } from './score.mapper';
import { playerNotOnTeam } from './scorecard.exception';

interface AnnotatedScores {
  context: LockedTeam;
  scores: ScoreEntity[];
  annotations: Map<AnnotationKey, ScoreAnnotation>;
}

@Injectable()
export class ScorecardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly teams: TeamService,
    private readonly courses: CourseService,
    private readonly scores: ScoreRecordsService,
  ) {}

  /** Writes (or replaces) one score, then recomputes the team's netScore, isBest and current hole. */
  post(user: AuthUser, input: PostScoreInput): Promise<PostScoreResponse> {
    return this.dataSource.transaction(async (manager) => {
      const context = await this.teams.loadForScoring(input, manager, { lock: true });
      await this.teams.assertMayScore(manager, user, context, 'Only a member of this team or the tournament admin can post its scores.');
      if (!context.team.players.some((player) => player.id === input.playerId)) throw playerNotOnTeam();
      await this.scores.upsert(input, manager);
      const annotated = await this.annotate(manager, context);
      await this.scores.saveAnnotations(changedAnnotations(annotated), manager);
      const currentHole = await this.updateCurrentHole(manager, annotated);
      const holeScores = toScoreReadModels(context.team, annotated.scores.filter((score) => score.hole === input.hole), annotated.annotations);
      const score = holeScores.find((entry) => entry.playerId === input.playerId);
      if (!score) throw playerNotOnTeam();
      return { score, holeScores, currentHole };
    });
  }

  async list(query: ScoresQuery): Promise<ScoresResponse> {
    const manager = this.dataSource.manager;
    const annotated = await this.annotate(manager, await this.teams.loadForScoring(query, manager));
    return toScoreReadModels(annotated.context.team, annotated.scores, annotated.annotations);
  }

  async listHole(query: HoleScoresQuery): Promise<ScoresResponse> {
    return (await this.list(query)).filter((score) => score.hole === query.hole);
  }

  private async annotate(manager: EntityManager, context: LockedTeam): Promise<AnnotatedScores> {
    const { tournament, team } = context;
    const [scores, courseRating] = await Promise.all([
      this.scores.forTeam(tournament.id, team.id, manager),
      this.courses.findTeeRating(tournament.courseId, manager),
    ]);
    const annotations = annotateTeam(team, scores, teamRoundSettings(tournament, courseRating));
    return { context, scores, annotations };
  }

  /** The next hole in the team's order (shotgun aware) after the holes it has scored. */
  private async updateCurrentHole(manager: EntityManager, { context, scores }: AnnotatedScores): Promise<number> {
    const { team } = context;
    const { currentHole } = roundProgress(team.startingHole, new Set(scores.map((score) => score.hole)));
    if (currentHole !== team.currentHole) await this.teams.setCurrentHole(team.id, currentHole, manager);
    return currentHole;
  }
}

/** The scores whose stored netScore or isBest no longer match the fresh annotations. */
function changedAnnotations({ scores, annotations }: AnnotatedScores): ScoreAnnotationChange[] {
  return scores.flatMap((score) => {
    const annotation = annotations.get(annotationKey(score.playerId, score.hole));
    if (!annotation || (Number(score.netScore) === annotation.netScore && score.isBest === annotation.isBest)) return [];
    return [{ id: score.id, netScore: annotation.netScore, isBest: annotation.isBest }];
  });
}
