import { Injectable } from '@nestjs/common';
import type { LeaderboardResponse } from '@fairway/contracts';
import { buildLeaderboard, buildMatchBoard, type LeaderboardInput } from '@fairway/golf';
import { teamRoundSettings, toTeamInput } from '../../common/scoring/round-settings';
import { CourseService } from '../course/course.service';
import { withoutHiddenHoles } from '../hidden-holes/hidden-holes';
import { HiddenHolesService } from '../hidden-holes/hidden-holes.service';
import { MatchPairingService } from '../match-pairing/match-pairing.service';
import { ScoreDataService } from '../score/score-data.service';
import { TeamService } from '../team/team.service';
import type { TournamentEntity } from '../tournament/tournament.entity';
import { TournamentService } from '../tournament/tournament.service';
import { noActiveTournament } from './leaderboard.exception';
import { toLeaderboardRows, toPlayerRows } from './leaderboard.mapper';

@Injectable()
export class LeaderboardService {
  constructor(
    private readonly tournaments: TournamentService,
    private readonly courses: CourseService,
    private readonly teams: TeamService,
    private readonly scores: ScoreDataService,
    private readonly pairings: MatchPairingService,
    private readonly hiddenHoles: HiddenHolesService,
  ) {}

  /** The public board leaves out each team's hidden last holes; `revealHidden` (the admin's view) keeps them. */
  async forTournament(tournamentId: string, { revealHidden = false } = {}): Promise<LeaderboardResponse> {
    return this.build(await this.tournaments.getEntity(tournamentId), revealHidden);
  }

  async featuredTournamentId(): Promise<string | null> {
    return (await this.tournaments.featuredActive())?.id ?? null;
  }

  async forActiveTournament(): Promise<LeaderboardResponse> {
    const tournament = await this.tournaments.featuredActive();
    if (!tournament) throw noActiveTournament();
    return this.build(tournament);
  }

  /** Four more queries whatever the number of teams: course rating, teams with players, scores, hidden holes. */
  private async build(tournament: TournamentEntity, revealHidden = false): Promise<LeaderboardResponse> {
    const matchPlay = tournament.format === 'match-play';
    const [courseRating, teams, allScores, pairings, hiddenHoles] = await Promise.all([
      this.courses.findTeeRating(tournament.courseId),
      this.teams.listWithPlayers(tournament.id),
      this.scores.strokesForTournament(tournament.id),
      matchPlay ? this.pairings.list(tournament.id) : Promise.resolve([]),
      revealHidden ? Promise.resolve(0) : this.hiddenHoles.count(tournament.id),
    ]);
    const scores = withoutHiddenHoles(allScores, teams, hiddenHoles);
    const settings = teamRoundSettings(tournament, courseRating);
    const input: LeaderboardInput = {
      teams: teams.map(toTeamInput),
      holes: settings.holes,
      scores,
      format: settings.format,
      allowances: tournament.handicapAllowances,
      tieBreak: tournament.tieBreak,
      courseRating,
    };
    return {
      tournamentId: tournament.id,
      tournamentName: tournament.name,
      format: tournament.format,
      updatedAt: new Date().toISOString(),
      rows: toLeaderboardRows(buildLeaderboard(input), new Map(teams.map((team) => [team.id, team.startingHole]))),
      ...(tournament.format === 'stroke-play' || tournament.format === 'best-ball' ? { players: toPlayerRows(input) } : {}),
      ...(matchPlay ? { matches: buildMatchBoard(input, pairings) } : {}),
      ...(hiddenHoles > 0 ? { hiddenHoles } : {}),
    };
  }
}
