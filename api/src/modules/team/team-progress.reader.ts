import { Injectable } from '@nestjs/common';
import type { ScoreInput } from '@fairway/golf';
import { DataSource, type EntityManager } from 'typeorm';
import { scoringCard } from '../score/scoring-card';
import { findCourseRating, toTeamInput } from '../score/tournament-scoring';
import type { TournamentEntity } from '../tournament/tournament.entity';
import type { TeamEntity } from './team.entity';
import { teamProgress, type TeamProgress } from './team-progress';

interface ScoreRow {
  player_id: string;
  hole: number;
  strokes: number;
}

/**
 * Loads what team progress needs in two queries however many teams there are (first tee rating,
 * scores), on the same card and ratings the score and leaderboard modules use, so totals agree.
 */
@Injectable()
export class TeamProgressReader {
  constructor(private readonly dataSource: DataSource) {}

  async forTeams(tournament: TournamentEntity, teams: readonly TeamEntity[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, TeamProgress>> {
    if (teams.length === 0) return new Map();
    const [courseRating, scores] = await Promise.all([
      findCourseRating(manager, tournament.courseId),
      this.scores(tournament.id, teams.map((team) => team.id), manager),
    ]);
    const scoring = { format: tournament.format, holes: scoringCard(tournament.holes), allowances: tournament.handicapAllowances, courseRating };
    return teamProgress(scoring, teams.map(toTeamInput), scores);
  }

  private async scores(tournamentId: string, teamIds: string[], manager: EntityManager): Promise<ScoreInput[]> {
    const rows = (await manager.query(
      'SELECT player_id, hole, strokes FROM scores WHERE tournament_id = $1 AND team_id = ANY($2::uuid[])',
      [tournamentId, teamIds],
    )) as ScoreRow[];
    return rows.map((row) => ({ playerId: row.player_id, hole: row.hole, strokes: row.strokes }));
  }
}
