import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LeaderboardResponse } from '@fairway/contracts';
import { buildLeaderboard } from '@fairway/golf';
import { DataSource } from 'typeorm';
import { ScoreEntity } from '../score/score.entity';
import { findCourseRating, teamRoundSettings, toTeamInput } from '../score/tournament-scoring';
import { TeamEntity } from '../team/team.entity';
import { TournamentEntity } from '../tournament/tournament.entity';
import { ActiveTournamentService } from './active-tournament.service';
import { noActiveTournament, tournamentNotFound } from './leaderboard.exception';
import { toLeaderboardRows } from './to-leaderboard-rows';

@Injectable()
export class LeaderboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activeTournaments: ActiveTournamentService,
  ) {}

  async forTournament(tournamentId: string): Promise<LeaderboardResponse> {
    const tournament = await this.dataSource.manager.findOne(TournamentEntity, { where: { id: tournamentId } });
    if (!tournament) throw tournamentNotFound();
    return this.build(tournament);
  }

  async forActiveTournament(): Promise<LeaderboardResponse> {
    const tournament = await this.activeTournaments.find();
    if (!tournament) throw noActiveTournament();
    return this.build(tournament);
  }

  /** Three more queries whatever the number of teams: course rating, teams with players, scores. */
  private async build(tournament: TournamentEntity): Promise<LeaderboardResponse> {
    const manager = this.dataSource.manager;
    const [courseRating, teams, scores] = await Promise.all([
      findCourseRating(manager, tournament.courseId),
      manager.find(TeamEntity, { where: { tournamentId: tournament.id }, relations: { players: true } }),
      manager.find(ScoreEntity, { select: { playerId: true, hole: true, strokes: true }, where: { tournamentId: tournament.id } }),
    ]);
    const settings = teamRoundSettings(tournament, courseRating);
    const rows = buildLeaderboard({
      teams: teams.map(toTeamInput),
      holes: settings.holes,
      scores,
      format: settings.format,
      allowances: tournament.handicapAllowances,
      tieBreak: tournament.tieBreak,
      courseRating,
    });
    return {
      tournamentId: tournament.id,
      tournamentName: tournament.name,
      format: tournament.format,
      updatedAt: new Date().toISOString(),
      rows: toLeaderboardRows(rows, new Map(teams.map((team) => [team.id, team.startingHole]))),
    };
  }
}
