import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { tournamentIdParams, type TournamentIdParams } from '@fairway/contracts';
import { type MatchPairingsInput, matchPairingsInput, type MatchPairingsResponse } from '@fairway/contracts/match-pairing';
import { type AuthUser, CurrentUser, Public } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { MatchPairingService } from './match-pairing.service';

@Controller('tournaments/:tournamentId/match-pairings')
export class MatchPairingController {
  constructor(private readonly pairings: MatchPairingService) {}

  @Public()
  @Get()
  list(@Param(new ZodValidationPipe(tournamentIdParams)) { tournamentId }: TournamentIdParams): Promise<MatchPairingsResponse> {
    return this.pairings.listOfExisting(tournamentId);
  }

  @Put()
  replace(
    @Param(new ZodValidationPipe(tournamentIdParams)) { tournamentId }: TournamentIdParams,
    @Body(new ZodValidationPipe(matchPairingsInput)) input: MatchPairingsInput,
    @CurrentUser() user: AuthUser,
  ): Promise<MatchPairingsResponse> {
    return this.pairings.replace(tournamentId, input, user);
  }
}
