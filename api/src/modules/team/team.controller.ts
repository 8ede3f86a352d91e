import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Res } from '@nestjs/common';
import {
  createTeamInput,
  type CreateTeamInput,
  idParams,
  type IdParams,
  joinTeamInput,
  type JoinTeamInput,
  type Player,
  playerInput,
  type PlayerInput,
  type Team,
  updateTeamInput,
  type UpdateTeamInput,
} from '@fairway/contracts';
import type { Response } from 'express';
import { type AuthUser, CurrentUser, Public } from '../../common/auth';
import { WriteLimit } from '../../common/limits/write-limit.decorator';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { RosterService } from './roster.service';
import { RosterValidationPipe } from './roster-conflict.pipe';
import { TeamService } from './team.service';

const idParam = new ZodValidationPipe(idParams);

@Controller()
export class TeamController {
  constructor(
    private readonly teams: TeamService,
    private readonly roster: RosterService,
  ) {}

  @Public()
  @Get('tournaments/:id/teams')
  list(@Param(idParam) { id }: IdParams, @CurrentUser() user: AuthUser | null): Promise<Team[]> {
    return this.teams.list(id, user);
  }

  @Post('tournaments/:id/teams')
  @WriteLimit('teamCreate')
  create(
    @Param(idParam) { id }: IdParams,
    @Body(new RosterValidationPipe(createTeamInput)) body: CreateTeamInput,
    @CurrentUser() user: AuthUser,
  ): Promise<Team> {
    return this.teams.create(id, body, user);
  }

  /** 201 when the caller was added, 200 when they were already on the team (nothing changed). */
  @Post('teams/join')
  @WriteLimit('join')
  async join(
    @Body(new ZodValidationPipe(joinTeamInput)) { inviteCode, details }: JoinTeamInput,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Team> {
    const { team, joined } = await this.roster.join(inviteCode, user, details);
    response.status(joined ? HttpStatus.CREATED : HttpStatus.OK);
    return team;
  }

  @Patch('teams/:id')
  update(
    @Param(idParam) { id }: IdParams,
    @Body(new RosterValidationPipe(updateTeamInput)) body: UpdateTeamInput,
    @CurrentUser() user: AuthUser,
  ): Promise<Team> {
    return this.teams.update(id, body, user);
  }

  @Delete('teams/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param(idParam) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<void> {
    return this.teams.remove(id, user);
  }

  /** Tournament admin only: a new invite code for the team; the old one no longer joins. */
  @Post('teams/:id/invite-code')
  @HttpCode(HttpStatus.OK)
  regenerateInviteCode(@Param(idParam) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<Team> {
    return this.teams.regenerateInviteCode(id, user);
  }

  @Post('teams/:id/players')
  addPlayer(@Param(idParam) { id }: IdParams, @Body(new ZodValidationPipe(playerInput)) body: PlayerInput, @CurrentUser() user: AuthUser): Promise<Player> {
    return this.roster.addPlayer(id, body, user);
  }
}
