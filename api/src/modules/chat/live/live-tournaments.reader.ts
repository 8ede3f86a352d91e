import { Injectable } from '@nestjs/common';
import type { LeaderboardResponse, Tournament } from '@fairway/contracts';
import { LeaderboardService } from '../../leaderboard/leaderboard.service';
import { TournamentService } from '../../tournament/tournament.service';

/** Live answers cover a few tournaments at most, to stay short. */
export const MAX_LIVE_TOURNAMENTS = 3;

/** Reads live tournament data through the tournament and leaderboard modules' own services. */
@Injectable()
export class LiveTournamentsReader {
  constructor(
    private readonly tournaments: TournamentService,
    private readonly leaderboards: LeaderboardService,
  ) {}

  /** The tournament the page shows; else today's active ones; else the one the clubhouse TV shows. */
  async current(pageTournamentId?: string): Promise<Tournament[]> {
    const shown = pageTournamentId ? await this.tournaments.find(pageTournamentId) : null;
    if (shown) return [shown];
    const today = await this.tournaments.listActiveToday();
    if (today.length) return today.slice(0, MAX_LIVE_TOURNAMENTS);
    const active = await this.tournaments.featuredActiveTournament();
    return active ? [active] : [];
  }

  leaderboard(tournamentId: string): Promise<LeaderboardResponse> {
    return this.leaderboards.forTournament(tournamentId);
  }
}
