import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { type IdParams, idParams } from '@fairway/contracts';
import {
  type BirdiePledge,
  birdiePledgeParams,
  type BirdiePledgeParams,
  type BirdiePledgesResponse,
  collectBirdiePledgeInput,
  type CollectBirdiePledgeInput,
  createBirdiePledgeInput,
  type CreateBirdiePledgeInput,
} from '@fairway/contracts/birdie-pledge';
import { type AuthUser, CurrentUser, Public } from '../../../common/auth';
import { WriteLimit } from '../../../common/limits/write-limit.decorator';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { BirdiePledgeService } from './birdie-pledge.service';

@Controller('tournaments/:id/birdie-pledges')
export class BirdiePledgeController {
  constructor(private readonly pledges: BirdiePledgeService) {}

  @Public()
  @Get()
  list(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @CurrentUser() user: AuthUser | null): Promise<BirdiePledgesResponse> {
    return this.pledges.list(id, user);
  }

  @Public()
  @WriteLimit('gift')
  @Post()
  create(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(createBirdiePledgeInput)) input: CreateBirdiePledgeInput,
    @CurrentUser() user: AuthUser | null,
  ): Promise<BirdiePledge> {
    return this.pledges.create(id, input, user);
  }

  @Post(':pledgeId/collect')
  @HttpCode(HttpStatus.OK)
  collect(
    @Param(new ZodValidationPipe(birdiePledgeParams)) { id, pledgeId }: BirdiePledgeParams,
    @Body(new ZodValidationPipe(collectBirdiePledgeInput)) input: CollectBirdiePledgeInput,
    @CurrentUser() user: AuthUser,
  ): Promise<BirdiePledge> {
    return this.pledges.collect(id, pledgeId, input, user);
  }
}
