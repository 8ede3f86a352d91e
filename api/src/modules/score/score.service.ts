import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HoleScoresQuery, PostScoreInput, PostScoreResponse, ScoreReadModel, ScoresQuery, ScoresResponse } from '@fairway/contracts';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { ScoreRepository } from './score.repository';
import { TeamService } from '../team/team.service';
import { TournamentService } from '../tournament/tournament.service';
import { HiddenScoresFilter } from './hidden-scores.filter';
import { ScoreAnnotationService } from './score-annotation.service';
import { ScoreWriteService } from './score-write.service';
import { toScoreReadModels } from './score.mapper';
import { playerNotOnTeam } from './score.exception';

/** One hole of one team: every player's score on it. */
export interface TeamHoleScores {
  teamId: string;
  hole: number;
  scores: ScoreReadModel[];
}

@Injectable()
export class ScoreService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly teams: TeamService,
    private readonly scores: ScoreRepository,
    private readonly tournaments: TournamentService,
    private readonly annotation: ScoreAnnotationService,
    private readonly writes: ScoreWriteService,
    private readonly hidden: HiddenScoresFilter,
  ) {}

  /** Writes (or replaces) one score, then recomputes the team's netScore, isBest and current hole. */
  async post(user: AuthUser, input: PostScoreInput): Promise<PostScoreResponse> {
    const write = await this.writes.writeTeamScores(user, input, [input]);
    const score = write.results[0];
    if (!score || !('strokes' in score)) throw score ?? playerNotOnTeam();
    return { score, holeScores: write.holeScores, currentHole: write.currentHole };
  }

  /** The team's card; before the awards its hidden last holes only for its members and the admin. */
  async list(query: ScoresQuery, user: AuthUser | null = null): Promise<ScoresResponse> {
    const manager = this.dataSource.manager;
    const context = await this.teams.loadForScoring(query, manager);
    const scores = await this.scores.forTeam(query.tournamentId, query.teamId, manager);
    const annotated = await this.annotation.annotate(manager, context, scores);
    return this.hidden.visibleTo(user, context, toScoreReadModels(context.team, annotated.scores, annotated.annotations));
  }

  async listHole(query: HoleScoresQuery, user: AuthUser | null = null): Promise<ScoresResponse> {
    return (await this.list(query, user)).filter((score) => score.hole === query.hole);
  }

  /**
   * The scores of several (team, hole) pairs of one tournament, as listHole gives them, in three queries
   * however many pairs: the live stream tells teammates' phones about every hole a burst of writes changed.
   * Only those holes are read (netScore and isBest of a hole depend on that hole's scores alone). Pairs of
   * a team that is gone are left out.
   */
  async listHoles(tournamentId: string, holes: ReadonlyArray<{ teamId: string; hole: number }>): Promise<TeamHoleScores[]> {
    if (holes.length === 0) return [];
    const teamIds = [...new Set(holes.map((pair) => pair.teamId))];
    const manager = this.dataSource.manager;
    const [tournament, teams, scores] = await Promise.all([
      this.tournaments.getEntity(tournamentId, manager),
      this.teams.listSomeWithPlayers(tournamentId, teamIds),
      this.scores.forHoles(tournamentId, holes),
    ]);
    const byTeam = new Map<string, ScoreReadModel[]>();
    for (const team of teams) {
      const annotated = await this.annotation.annotate(
        manager,
        { tournament, team },
        scores.filter((score) => score.teamId === team.id),
      );
      byTeam.set(team.id, toScoreReadModels(team, annotated.scores, annotated.annotations));
    }
    return holes.flatMap(({ teamId, hole }) => {
      const models = byTeam.get(teamId);
      return models ? [{ teamId, hole, scores: models.filter((model) => model.hole === hole) }] : [];
    });
  }
}
