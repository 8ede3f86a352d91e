import { Controller, Get, Param } from '@nestjs/common';
import { tournamentIdParams, type LeaderboardResponse, type TournamentIdParams } from '@fairway/contracts';
import { Public } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { LeaderboardService } from './leaderboard.service';

@Public()
@Controller('leaderboard')
export class LeaderboardController {
  constructor(private readonly leaderboardService: LeaderboardService) {}

  /** The clubhouse TV: the active tournament (404 'No Tournaments Today' when there is none). */
  @Get()
  active(): Promise<LeaderboardResponse> {
    return this.leaderboardService.forActiveTournament();
  }

  @Get(':tournamentId')
  forTournament(@Param(new ZodValidationPipe(tournamentIdParams)) { tournamentId }: TournamentIdParams): Promise<LeaderboardResponse> {
    return this.leaderboardService.forTournament(tournamentId);
  }
}
