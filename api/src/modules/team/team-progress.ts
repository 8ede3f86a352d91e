import { buildLeaderboard, type GolfFormat, type HandicapAllowanceOverrides, type HoleInput, type ScoreInput, type TeamInput } from '@fairway/golf';

/** What a tournament contributes to scoring a team's round. */
export interface TournamentScoring {
  format: GolfFormat;
  holes: readonly HoleInput[];
  allowances?: HandicapAllowanceOverrides | null;
  /** Slope and Course Rating of the course's first tee; missing means course handicap = Handicap Index. */
  courseRating?: { slope?: number | null; rating?: number | null } | null;
}

export interface TeamProgress {
  /** Next hole to play in the team's order (shotgun aware): the starting hole before any score. */
  currentHole: number;
  /** Relative to par over the holes played, on the tournament format's net basis. */
  totalScore: number;
}

/** Current hole and total score of each team, computed exactly as the leaderboard ranks them. */
export function teamProgress(scoring: TournamentScoring, teams: readonly TeamInput[], scores: readonly ScoreInput[]): Map<string, TeamProgress> {
  const rows = buildLeaderboard({
    teams,
    holes: scoring.holes,
    scores,
    format: scoring.format,
    allowances: scoring.allowances ?? null,
    courseRating: scoring.courseRating ?? null,
  });
  return new Map(rows.map((row) => [row.teamId, { currentHole: row.currentHole, totalScore: row.totalScore }]));
}
