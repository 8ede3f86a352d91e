import { Injectable } from '@nestjs/common';
import type { ChatContext, PublicTournament } from '@fairway/contracts';
import type { AuthUser } from '../../../common/auth';
import { CourseService } from '../../course/course.service';
import { LeaderboardService } from '../../leaderboard/leaderboard.service';
import { TeamService } from '../../team/team.service';
import { TournamentService } from '../../tournament/tournament.service';
import { WeatherService } from '../../weather/weather.service';
import type { ChatFacts } from './chat-facts';

/** Live answers cover a few tournaments at most, to stay short. */
export const MAX_LIVE_TOURNAMENTS = 3;

function once<T>(read: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= read());
}

/** Reads live tournament data through the owning modules' services, never their tables. */
@Injectable()
export class ChatFactsReader {
  constructor(
    private readonly tournamentService: TournamentService,
    private readonly leaderboards: LeaderboardService,
    private readonly courses: CourseService,
    private readonly teams: TeamService,
    private readonly weatherService: WeatherService,
  ) {}

  forRequest(context: ChatContext, user: AuthUser | null): ChatFacts {
    return {
      signedIn: user !== null,
      tournaments: once(() => this.current(context.tournamentId)),
      leaderboard: (id) => this.leaderboards.forTournament(id),
      teeRating: (tournament) => this.courses.findTeeRating(tournament.courseId),
      myTeam: (tournament) => (user ? this.teams.callerTeam(tournament.id, user, context.teamId) : Promise.resolve(null)),
      weather: async (tournament) => {
        const location = tournament && (await this.courses.findLocation(tournament.courseId, tournament.course));
        return this.weatherService.weather(location ? { lat: location.latitude, lon: location.longitude } : {});
      },
    };
  }

  /** The tournament the page shows; else today's active ones; else the one the clubhouse TV shows. */
  private async current(pageTournamentId?: string): Promise<PublicTournament[]> {
    const shown = pageTournamentId ? await this.tournamentService.find(pageTournamentId) : null;
    if (shown) return [shown];
    const today = await this.tournamentService.listActiveToday();
    if (today.length) return today.slice(0, MAX_LIVE_TOURNAMENTS);
    const active = await this.tournamentService.featuredActiveTournament();
    return active ? [active] : [];
  }
}
