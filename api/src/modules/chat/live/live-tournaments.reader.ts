import { Injectable } from '@nestjs/common';
import type { LeaderboardResponse, Tournament } from '@fairway/contracts';
import { ActiveTournamentService } from '../../leaderboard/active-tournament.service';
import { LeaderboardService } from '../../leaderboard/leaderboard.service';
import { toTournamentResponse } from '../../tournament/tournament-response';
import { TournamentException } from '../../tournament/tournament.exception';
import { TournamentService } from '../../tournament/tournament.service';

/** Live answers cover a few tournaments at most, to stay short. */
export const MAX_LIVE_TOURNAMENTS = 3;

/** Reads live tournament data through the tournament and leaderboard modules' own services. */
@Injectable()
export class LiveTournamentsReader {
  constructor(
    private readonly tournaments: TournamentService,
    private readonly leaderboards: LeaderboardService,
    private readonly activeTournament: ActiveTournamentService,
  ) {}

  /** The tournament the page shows; else today's active ones; else the one the clubhouse TV shows. */
  async current(pageTournamentId?: string): Promise<Tournament[]> {
    const shown = pageTournamentId ? await this.find(pageTournamentId) : null;
    if (shown) return [shown];
    const today = await this.tournaments.listActiveToday();
    if (today.length) return today.slice(0, MAX_LIVE_TOURNAMENTS);
    const active = await this.activeTournament.find();
    return active ? [toTournamentResponse(active)] : [];
  }

  leaderboard(tournamentId: string): Promise<LeaderboardResponse> {
    return this.leaderboards.forTournament(tournamentId);
  }

  private async find(id: string): Promise<Tournament | null> {
    try {
      return await this.tournaments.get(id);
    } catch (error) {
      if (error instanceof TournamentException) return null;
      throw error;
    }
  }
}
