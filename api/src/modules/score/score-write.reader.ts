import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NamedStatement, paramsOf, type PartsParams } from '../../database/named-statement';
import { scoresForWrite, type ScoresForWriteJson, type TeamScoresRead, toScoresForWrite } from './score.repository';
import { type ScoringTeam, scoringTeams } from '../team/scoring-roster';
import { TeamService } from '../team/team.service';
import { type ScoringTournament, scoringTournaments } from '../tournament/scoring-tournament';

/** A team as a score write sees it: its roster and its tournament. */
export interface ScoringContext {
  team: ScoringTeam;
  tournament: ScoringTournament;
}

/** What a group of score writes reads before writing, by team id. */
export interface ScoreWriteState {
  /** Teams that exist, each with its tournament (the caller checks it is the one the request names). */
  contexts: Map<string, ScoringContext>;
  reads: Map<string, TeamScoresRead>;
}

// Everything a group of score writes reads, in one statement: each module gives its own part.
const READ_FOR_SCORE_WRITE = new NamedStatement<
  PartsParams<typeof scoringTeams | typeof scoringTournaments | typeof scoresForWrite>,
  { teams: ScoringTeam[]; tournaments: ScoringTournament[]; scores: ScoresForWriteJson }
>(
  'score-write-read',
  paramsOf(scoringTeams, scoringTournaments, scoresForWrite),
  (refs) => `SELECT ${scoringTeams.text(refs)} AS teams, ${scoringTournaments.text(refs)} AS tournaments, ${scoresForWrite.text(refs)} AS scores`,
);

/** The one read of a group of score writes (one round trip): rosters, tournaments, scores on the holes written, cards. */
@Injectable()
export class ScoreWriteReader {
  constructor(private readonly teams: TeamService) {}

  /** With `lock`, the teams' rows are locked first (inside the caller's transaction) and read after. */
  async read(
    manager: EntityManager,
    requests: ReadonlyArray<{ ids: { tournamentId: string; teamId: string }; cells: ReadonlyArray<{ hole: number }> }>,
    { lock = false } = {},
  ): Promise<ScoreWriteState> {
    const teamIds = [...new Set(requests.map((request) => request.ids.teamId))];
    if (lock) await this.teams.lockForScoring(manager, teamIds);
    const holes = requests.flatMap(({ ids, cells }) => cells.map((cell) => ({ ...ids, hole: cell.hole })));
    const tournamentIds = [...new Set(requests.map((request) => request.ids.tournamentId))];
    const row = await READ_FOR_SCORE_WRITE.prepared(
      manager,
      { ...scoringTeams.bind(teamIds), ...scoringTournaments.bind(tournamentIds), ...scoresForWrite.bind({ teamIds, holes }) },
      holes.length,
    );
    const tournaments = new Map((row?.tournaments ?? []).map((tournament) => [tournament.id, tournament]));
    const contexts = new Map<string, ScoringContext>();
    for (const team of row?.teams ?? []) {
      const tournament = tournaments.get(team.tournamentId);
      if (tournament) contexts.set(team.id, { team, tournament });
    }
    return { contexts, reads: toScoresForWrite(row?.scores ?? { holeScores: [], scored: [], submitted: [] }, teamIds) };
  }
}
