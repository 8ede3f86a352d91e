import type { HandicapAllowances, TournamentFormat } from '@fairway/contracts';
import { resolveHandicapAllowances, type HoleInput, type TeamInput, type TeamRoundSettings } from '@fairway/golf';
import { scoringCard } from './scoring-card';

/** Slope and Course Rating of the first tee of a tournament's course (null: course handicap = index). */
export interface CourseRating {
  slope: number | null;
  rating: number | null;
}

/** What scoring needs of a tournament: the team, score and leaderboard modules read it from theirs. */
export interface ScoredTournament {
  format: TournamentFormat;
  holes: readonly HoleInput[] | null;
  handicapAllowances: HandicapAllowances | null;
}

/** What scoring needs of a team and its roster. */
export interface ScoredTeam {
  id: string;
  name: string;
  startingHole: number | null;
  players: ReadonlyArray<{ id: string; name: string; handicap: number; position: number }>;
}

/** Everything libs/golf needs from a tournament to score a team: format, card, allowances, ratings. */
export function teamRoundSettings(tournament: ScoredTournament, courseRating: CourseRating | null): TeamRoundSettings {
  return {
    format: tournament.format,
    holes: scoringCard(tournament.holes),
    allowances: resolveHandicapAllowances(tournament.handicapAllowances),
    basis: 'net',
    courseRating,
  };
}

/** A team and its roster (in position order) as libs/golf reads them. */
export function toTeamInput(team: ScoredTeam): TeamInput {
  const players = [...team.players].sort((a, b) => a.position - b.position);
  return {
    id: team.id,
    name: team.name,
    startingHole: team.startingHole,
    players: players.map((player) => ({ id: player.id, name: player.name, handicap: Number(player.handicap) })),
  };
}
