import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Put, Res } from '@nestjs/common';
import { earliestCalendarDate, createTournamentInputFor, type IdParams, idParams, type Tournament } from '@fairway/contracts';
import {
  addOrganisationMember,
  type AddOrganisationMember,
  changeOrganisationMember,
  type ChangeOrganisationMember,
  createOrganisationInput,
  type CreateOrganisationInput,
  type MyOrganisations,
  type OrganisationMember,
  organisationMemberParams,
  type OrganisationPage,
  type OrganisationPeople,
} from '@fairway/contracts/organisation';
import type { Response } from 'express';
import { z } from 'zod';
import { type AuthUser, CurrentUser } from '../../common/auth';
import { WriteLimit } from '../../common/limits/write-limit.decorator';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { toCallerTournament } from '../tournament/tournament.mapper';
import { OrganisationPeopleService } from './organisation-people.service';
import { OrganisationService } from './organisation.service';

const attachParams = idParams.extend({ tournamentId: idParams.shape.id });
type MemberParams = z.infer<typeof organisationMemberParams>;

@Controller('organisations')
export class OrganisationController {
  constructor(
    private readonly organisations: OrganisationService,
    private readonly people: OrganisationPeopleService,
  ) {}

  @Post()
  @WriteLimit('tournamentCreate')
  create(@Body(new ZodValidationPipe(createOrganisationInput)) input: CreateOrganisationInput, @CurrentUser() user: AuthUser): Promise<OrganisationPage> {
    return this.organisations.create(input, user);
  }

  @Get()
  mine(@CurrentUser() user: AuthUser): Promise<MyOrganisations> {
    return this.organisations.mine(user);
  }

  @Get(':id')
  page(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<OrganisationPage> {
    return this.organisations.page(id, user);
  }

  @Get(':id/people')
  listPeople(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<OrganisationPeople> {
    return this.people.people(id, user);
  }

  @Get(':id/people.csv')
  async peopleCsv(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const csv = await this.people.csv(id, user);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="people-${id}.csv"`);
    return csv;
  }

  @Post(':id/members')
  addMember(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(addOrganisationMember)) input: AddOrganisationMember,
    @CurrentUser() user: AuthUser,
  ): Promise<OrganisationMember> {
    return this.organisations.addMember(id, input, user);
  }

  @Patch(':id/members/:memberId')
  changeMember(
    @Param(new ZodValidationPipe(organisationMemberParams)) { id, memberId }: MemberParams,
    @Body(new ZodValidationPipe(changeOrganisationMember)) { role }: ChangeOrganisationMember,
    @CurrentUser() user: AuthUser,
  ): Promise<OrganisationMember> {
    return this.organisations.changeMember(id, memberId, role, user);
  }

  @Delete(':id/members/:memberId')
  @HttpCode(HttpStatus.NO_CONTENT)
  removeMember(@Param(new ZodValidationPipe(organisationMemberParams)) { id, memberId }: MemberParams, @CurrentUser() user: AuthUser): Promise<void> {
    return this.organisations.removeMember(id, memberId, user);
  }

  /** An existing tournament joins the organisation (its owner, a member of it, asks). */
  @Put(':id/tournaments/:tournamentId')
  attach(
    @Param(new ZodValidationPipe(attachParams)) { id, tournamentId }: z.infer<typeof attachParams>,
    @CurrentUser() user: AuthUser,
  ): Promise<OrganisationPage> {
    return this.organisations.attach(id, tournamentId, user);
  }

  @Post(':id/tournaments')
  @WriteLimit('tournamentCreate')
  async createTournament(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @Body() body: unknown, @CurrentUser() user: AuthUser): Promise<Tournament> {
    const input = new ZodValidationPipe(createTournamentInputFor(earliestCalendarDate())).transform(body);
    return toCallerTournament(await this.organisations.createTournament(id, input, user), user, false);
  }
}
