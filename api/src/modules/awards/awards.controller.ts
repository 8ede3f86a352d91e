import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { type LeaderboardResponse, tournamentIdParams, type TournamentIdParams } from '@fairway/contracts';
import {
  type AwardsResponse,
  type AwardsSettings,
  type AwardsSettingsInput,
  awardsSettingsInput,
  type CloseScoringResponse,
  type RevealInput,
  revealInput,
  type RevealState,
} from '@fairway/contracts/awards';
import { type AuthUser, CurrentUser, Public } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { AwardsService } from './awards.service';

const params = new ZodValidationPipe(tournamentIdParams);

@Controller('tournaments/:tournamentId/awards')
export class AwardsController {
  constructor(private readonly awards: AwardsService) {}

  @Get()
  list(@Param(params) { tournamentId }: TournamentIdParams, @CurrentUser() user: AuthUser): Promise<AwardsResponse> {
    return this.awards.awards(tournamentId, user);
  }

  @Get('settings')
  settings(@Param(params) { tournamentId }: TournamentIdParams, @CurrentUser() user: AuthUser): Promise<AwardsSettings> {
    return this.awards.settings(tournamentId, user);
  }

  @Put('settings')
  saveSettings(
    @Param(params) { tournamentId }: TournamentIdParams,
    @Body(new ZodValidationPipe(awardsSettingsInput)) input: AwardsSettingsInput,
    @CurrentUser() user: AuthUser,
  ): Promise<AwardsSettings> {
    return this.awards.saveSettings(tournamentId, input, user);
  }

  @Post('close-scoring')
  @HttpCode(200)
  closeScoring(@Param(params) { tournamentId }: TournamentIdParams, @CurrentUser() user: AuthUser): Promise<CloseScoringResponse> {
    return this.awards.closeScoring(tournamentId, user);
  }

  @Get('board')
  board(@Param(params) { tournamentId }: TournamentIdParams, @CurrentUser() user: AuthUser): Promise<LeaderboardResponse> {
    return this.awards.fullBoard(tournamentId, user);
  }

  @Public()
  @Get('reveal')
  revealState(@Param(params) { tournamentId }: TournamentIdParams): Promise<RevealState> {
    return this.awards.revealState(tournamentId);
  }

  @Post('reveal')
  @HttpCode(200)
  reveal(
    @Param(params) { tournamentId }: TournamentIdParams,
    @Body(new ZodValidationPipe(revealInput)) input: RevealInput,
    @CurrentUser() user: AuthUser,
  ): Promise<RevealState> {
    return this.awards.reveal(tournamentId, input, user);
  }
}
