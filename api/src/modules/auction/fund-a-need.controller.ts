import { Body, Controller, Delete, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { type IdParams, idParams } from '@fairway/contracts';
import type { FundANeedView } from '@fairway/contracts/auction';
import { type FundANeedGiftInput, fundANeedGiftInput, type FundANeedGiftResponse, type FundANeedInput, fundANeedInput } from '@fairway/contracts/auction-desk';
import { type AuthUser, CurrentUser } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { FundANeedService } from './fund-a-need.service';

@Controller('tournaments/:id/auction/fund-a-need')
export class FundANeedController {
  constructor(private readonly funds: FundANeedService) {}

  @Put()
  save(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(fundANeedInput)) input: FundANeedInput,
    @CurrentUser() user: AuthUser,
  ): Promise<FundANeedView> {
    return this.funds.save(id, input, user);
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<void> {
    return this.funds.remove(id, user);
  }

  @Post('gifts')
  give(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(fundANeedGiftInput)) input: FundANeedGiftInput,
    @CurrentUser() user: AuthUser,
  ): Promise<FundANeedGiftResponse> {
    return this.funds.give(id, input, user);
  }
}
