import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { tournamentIdParams, type TournamentIdParams } from '@fairway/contracts';
import {
  type SkinsBoardResponse,
  type SkinsEntrantsInput,
  skinsEntrantsInput,
  type SkinsSettingsInput,
  skinsSettingsInput,
  type SkinsSettingsResponse,
} from '@fairway/contracts/skins';
import { type AuthUser, CurrentUser, Public } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { SkinsService } from './skins.service';

@Controller('tournaments/:tournamentId/skins')
export class SkinsController {
  constructor(private readonly skins: SkinsService) {}

  @Public()
  @Get()
  settings(@Param(new ZodValidationPipe(tournamentIdParams)) { tournamentId }: TournamentIdParams): Promise<SkinsSettingsResponse> {
    return this.skins.settings(tournamentId);
  }

  @Put()
  save(
    @Param(new ZodValidationPipe(tournamentIdParams)) { tournamentId }: TournamentIdParams,
    @Body(new ZodValidationPipe(skinsSettingsInput)) input: SkinsSettingsInput,
    @CurrentUser() user: AuthUser,
  ): Promise<SkinsSettingsResponse> {
    return this.skins.saveSettings(tournamentId, input, user);
  }

  @Put('entrants')
  saveEntrants(
    @Param(new ZodValidationPipe(tournamentIdParams)) { tournamentId }: TournamentIdParams,
    @Body(new ZodValidationPipe(skinsEntrantsInput)) input: SkinsEntrantsInput,
    @CurrentUser() user: AuthUser,
  ): Promise<SkinsSettingsResponse> {
    return this.skins.saveEntrants(tournamentId, input, user);
  }

  @Public()
  @Get('board')
  board(@Param(new ZodValidationPipe(tournamentIdParams)) { tournamentId }: TournamentIdParams): Promise<SkinsBoardResponse> {
    return this.skins.board(tournamentId);
  }
}
