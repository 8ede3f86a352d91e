import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { toTeamInput } from '../../common/scoring/round-settings';
import { scoringCard } from '../../common/scoring/scoring-card';
import { CourseService } from '../course/course.service';
import { ScoreDataService } from '../score/score-data.service';
import type { TournamentEntity } from '../tournament/tournament.entity';
import type { TeamEntity } from './team.entity';
import { teamProgress, type TeamProgress } from './team-progress';

/**
 * Loads what team progress needs in two queries however many teams there are (first tee rating,
 * scores), on the same card and ratings the score and leaderboard modules use, so totals agree.
 */
@Injectable()
export class TeamProgressReader {
  constructor(
    private readonly courses: CourseService,
    private readonly scores: ScoreDataService,
  ) {}

  async forTeams(tournament: TournamentEntity, teams: readonly TeamEntity[], manager?: EntityManager): Promise<Map<string, TeamProgress>> {
    if (teams.length === 0) return new Map();
    const [courseRating, scores] = await Promise.all([
      this.courses.findTeeRating(tournament.courseId, manager),
      this.scores.strokesForTeams(
        tournament.id,
        teams.map((team) => team.id),
        manager,
      ),
    ]);
    const scoring = { format: tournament.format, holes: scoringCard(tournament.holes), allowances: tournament.handicapAllowances, courseRating };
    return teamProgress(scoring, teams.map(toTeamInput), scores);
  }
}
