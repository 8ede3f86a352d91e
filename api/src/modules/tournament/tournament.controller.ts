import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import {
  createTournamentInputFor,
  type IdParams,
  idParams,
  type Tournament,
  type UpdateTournamentInput,
  updateTournamentInput,
} from '@fairway/contracts';
import { type AuthUser, CurrentUser, Public } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { mustBeSignedInToCreate } from './tournament.exception';
import { TournamentService } from './tournament.service';

@Controller('tournaments')
export class TournamentController {
  constructor(private readonly tournamentService: TournamentService) {}

  @Public()
  @Get()
  list(): Promise<Tournament[]> {
    return this.tournamentService.list();
  }

  @Public()
  @Get('active')
  listActive(): Promise<Tournament[]> {
    return this.tournamentService.listActiveToday();
  }

  @Public()
  @Get(':id')
  get(@Param(new ZodValidationPipe(idParams)) { id }: IdParams): Promise<Tournament> {
    return this.tournamentService.get(id);
  }

  // Public at the guard only so a visitor gets the spec's own message; a bad token is still refused there.
  // The body is checked after sign-in, against the server's today (past dates are refused).
  @Public()
  @Post()
  create(@Body() body: unknown, @CurrentUser() user: AuthUser | null): Promise<Tournament> {
    if (!user) throw mustBeSignedInToCreate();
    const input = new ZodValidationPipe(createTournamentInputFor(this.tournamentService.today())).transform(body);
    return this.tournamentService.create(input, user);
  }

  @Patch(':id')
  update(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(updateTournamentInput)) input: UpdateTournamentInput,
    @CurrentUser() user: AuthUser,
  ): Promise<Tournament> {
    return this.tournamentService.update(id, input, user);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<void> {
    return this.tournamentService.remove(id, user);
  }
}
