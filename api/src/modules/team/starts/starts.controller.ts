import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { idParams, type IdParams } from '@fairway/contracts';
import {
  type MoveStartInput,
  moveStartInput,
  type StartsPlan,
  type StartsPlanInput,
  startsPlanInput,
  startTeamParams,
  type StartTeamParams,
} from '@fairway/contracts/starts';
import { type AuthUser, CurrentUser } from '../../../common/auth';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { StartsService } from './starts.service';

const idParam = new ZodValidationPipe(idParams);

@Controller('tournaments/:id/starts')
export class StartsController {
  constructor(private readonly starts: StartsService) {}

  @Get()
  read(@Param(idParam) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<StartsPlan> {
    return this.starts.read(id, user);
  }

  @Put()
  assign(
    @Param(idParam) { id }: IdParams,
    @Body(new ZodValidationPipe(startsPlanInput)) plan: StartsPlanInput,
    @CurrentUser() user: AuthUser,
  ): Promise<StartsPlan> {
    return this.starts.assign(id, plan, user);
  }

  @Put('teams/:teamId')
  move(
    @Param(new ZodValidationPipe(startTeamParams)) { id, teamId }: StartTeamParams,
    @Body(new ZodValidationPipe(moveStartInput)) input: MoveStartInput,
    @CurrentUser() user: AuthUser,
  ): Promise<StartsPlan> {
    return this.starts.move(id, teamId, input, user);
  }

  @Post('lock')
  @HttpCode(HttpStatus.OK)
  lock(@Param(idParam) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<StartsPlan> {
    return this.starts.lock(id, user);
  }

  @Delete('lock')
  unlock(@Param(idParam) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<StartsPlan> {
    return this.starts.unlock(id, user);
  }
}
