import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HoleScoresQuery, PostScoreInput, PostScoreResponse, ScoreReadModel, ScoresQuery, ScoresResponse } from '@fairway/contracts';
import { roundProgress, type ScoreAnnotation } from '@fairway/golf';
import { DataSource, type EntityManager } from 'typeorm';
import { type AuthUser, isTournamentAdmin } from '../../common/auth';
import { annotateTeam, annotationKey, type AnnotationKey } from '../../common/scoring/annotate-team';
import { teamRoundSettings } from '../../common/scoring/round-settings';
import { CourseService } from '../course/course.service';
import type { ScoreEntity } from '../score/score.entity';
import { type ScoreAnnotationChange, type ScoreCell, ScoreRecordsService } from '../score/score-records.service';
import type { LockedTeam } from '../team/team-lookup';
import { TeamService } from '../team/team.service';
import { TournamentService } from '../tournament/tournament.service';
import { CourseRatingCache } from './course-rating.cache';
import { latestPerCell, scoreAuthor } from './score-author';
import { toScoreReadModels } from './score.mapper';
import { cardSubmitted, playerNotOnTeam, type ScorecardException } from './scorecard.exception';

export interface AnnotatedScores {
  context: LockedTeam;
  scores: ScoreEntity[];
  annotations: Map<AnnotationKey, ScoreAnnotation>;
}

/** One hole of one team: every player's score on it. */
export interface TeamHoleScores {
  teamId: string;
  hole: number;
  scores: ScoreReadModel[];
}

/** What one write of a team's scores did: the live stream publishes this. */
export interface TeamScoresWrite {
  tournamentId: string;
  teamId: string;
  /** One per cell sent, in order: the saved score, or why that cell was refused. */
  results: Array<ScoreReadModel | ScorecardException>;
  /** Holes whose strokes changed (a replay of the same strokes changes nothing). */
  changedHoles: number[];
  /** Every score of the team on the holes written (isBest may have moved to another player). */
  holeScores: ScoreReadModel[];
  currentHole: number;
}

const FORBIDDEN = 'Only a member of this team or the tournament admin can post its scores.';

@Injectable()
export class ScorecardService {
  private readonly ratings = new CourseRatingCache();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly teams: TeamService,
    private readonly courses: CourseService,
    private readonly scores: ScoreRecordsService,
    private readonly tournaments: TournamentService,
  ) {}

  /** Writes (or replaces) one score, then recomputes the team's netScore, isBest and current hole. */
  async post(user: AuthUser, input: PostScoreInput): Promise<PostScoreResponse> {
    const write = await this.writeTeamScores(user, input, [input]);
    const score = write.results[0];
    if (!score || !('strokes' in score)) throw score ?? playerNotOnTeam();
    return { score, holeScores: write.holeScores, currentHole: write.currentHole };
  }

  /**
   * The one write path of scores: every cell of one team in one transaction, then netScore, isBest and
   * the current hole recomputed once. A submitted card takes writes from the tournament admin only.
   */
  writeTeamScores(user: AuthUser, ids: ScoresQuery, cells: readonly ScoreCell[]): Promise<TeamScoresWrite> {
    return this.dataSource.transaction(async (manager) => {
      const context = await this.teams.loadForScoring(ids, manager, { lock: true });
      await this.teams.assertMayScore(manager, user, context, FORBIDDEN);
      const onTeam = new Set(context.team.players.map((player) => player.id));
      const accepted = latestPerCell(cells.filter((cell) => onTeam.has(cell.playerId)));
      const author = scoreAuthor(user, context.team.players);
      const mayCorrectSubmitted = isTournamentAdmin(user, context.tournament);
      const { cardLocked, changedIds, teamScores } = await this.scores.upsert({ tournamentId: ids.tournamentId, teamId: ids.teamId, cells: accepted }, { author, mayCorrectSubmitted }, manager);
      if (cardLocked) throw cardSubmitted();
      const annotated = await this.annotateScores(manager, context, teamScores);
      await this.scores.saveAnnotations(changedAnnotations(annotated), manager);
      const currentHole = await this.updateCurrentHole(manager, annotated);
      const models = toScoreReadModels(context.team, annotated.scores, annotated.annotations);
      const byCell = new Map(models.map((model) => [annotationKey(model.playerId, model.hole), model]));
      const writtenHoles = new Set(accepted.map((cell) => cell.hole));
      return {
        tournamentId: ids.tournamentId,
        teamId: ids.teamId,
        results: cells.map((cell) => byCell.get(annotationKey(cell.playerId, cell.hole)) ?? playerNotOnTeam()),
        changedHoles: [...new Set(annotated.scores.filter((score) => changedIds.has(score.id)).map((score) => score.hole))],
        holeScores: models.filter((model) => writtenHoles.has(model.hole)),
        currentHole,
      };
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

  /**
   * The scores of several (team, hole) pairs of one tournament, as listHole gives them, in three queries
   * however many pairs: the live stream tells teammates' phones about every hole a burst of writes changed.
   * Pairs of a team that is gone are left out.
   */
  async listHoles(tournamentId: string, holes: ReadonlyArray<{ teamId: string; hole: number }>): Promise<TeamHoleScores[]> {
    if (holes.length === 0) return [];
    const teamIds = [...new Set(holes.map((pair) => pair.teamId))];
    const manager = this.dataSource.manager;
    const [tournament, teams, scores] = await Promise.all([
      this.tournaments.getEntity(tournamentId, manager),
      this.teams.listSomeWithPlayers(tournamentId, teamIds),
      this.scores.forTeams(tournamentId, teamIds),
    ]);
    const byTeam = new Map<string, ReturnType<typeof toScoreReadModels>>();
    for (const team of teams) {
      const annotated = await this.annotateScores(manager, { tournament, team }, scores.filter((score) => score.teamId === team.id));
      byTeam.set(team.id, toScoreReadModels(team, annotated.scores, annotated.annotations));
    }
    return holes.flatMap(({ teamId, hole }) => {
      const models = byTeam.get(teamId);
      return models ? [{ teamId, hole, scores: models.filter((model) => model.hole === hole) }] : [];
    });
  }

  async annotate(manager: EntityManager, context: LockedTeam): Promise<AnnotatedScores> {
    return this.annotateScores(manager, context, await this.scores.forTeam(context.tournament.id, context.team.id, manager));
  }

  private async annotateScores(manager: EntityManager, context: LockedTeam, scores: ScoreEntity[]): Promise<AnnotatedScores> {
    const { tournament, team } = context;
    const courseRating = await this.ratings.get(tournament.courseId, (courseId) => this.courses.findTeeRating(courseId, manager));
    return { context, scores, annotations: annotateTeam(team, scores, teamRoundSettings(tournament, courseRating)) };
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
