import type { LeaderboardResponse, Team, PublicTournament, WeatherResponse } from '@fairway/contracts';
import type { CourseRating } from '../../../common/scoring/round-settings';

/** The signed-in caller's own team in a tournament and their player on it. */
export interface MyTeam {
  team: Team;
  playerId: string;
}

/**
 * Everything live an answer may state, read when asked (each at most once per question) from the other
 * modules' services. Visitors get what a visitor could see: `myTeam` is null for them.
 */
export interface ChatFacts {
  readonly signedIn: boolean;
  /** The tournament the page shows; else today's active ones (a few at most). */
  tournaments(): Promise<PublicTournament[]>;
  leaderboard(tournamentId: string): Promise<LeaderboardResponse>;
  teeRating(tournament: PublicTournament): Promise<CourseRating | null>;
  myTeam(tournament: PublicTournament): Promise<MyTeam | null>;
  /** Conditions at the tournament's course (else the default location). */
  weather(tournament: PublicTournament | null): Promise<WeatherResponse>;
}
