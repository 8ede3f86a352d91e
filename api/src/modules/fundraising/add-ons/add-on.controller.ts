import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { type IdParams, idParams } from '@fairway/contracts';
import {
  type AddOn,
  type AddOnSale,
  createAddOnInput,
  type CreateAddOnInput,
  createAddOnSaleInput,
  type CreateAddOnSaleInput,
  type MulliganRules,
  mulliganRulesInput,
  type MulliganRulesInput,
  type TeamWallet,
  teamWalletParams,
  type TeamWalletParams,
  useMulliganInput,
  type UseMulliganInput,
} from '@fairway/contracts/add-on';
import { type AuthUser, CurrentUser, Public } from '../../../common/auth';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { AddOnService } from './add-on.service';

@Controller('tournaments/:id')
export class AddOnController {
  constructor(private readonly addOns: AddOnService) {}

  @Public()
  @Get('add-ons')
  list(@Param(new ZodValidationPipe(idParams)) { id }: IdParams): Promise<AddOn[]> {
    return this.addOns.list(id);
  }

  @Post('add-ons')
  create(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(createAddOnInput)) input: CreateAddOnInput,
    @CurrentUser() user: AuthUser,
  ): Promise<AddOn> {
    return this.addOns.create(id, input, user);
  }

  @Post('add-on-sales')
  sell(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(createAddOnSaleInput)) input: CreateAddOnSaleInput,
    @CurrentUser() user: AuthUser,
  ): Promise<AddOnSale> {
    return this.addOns.sell(id, input, user);
  }

  @Get('teams/:teamId/wallet')
  wallet(@Param(new ZodValidationPipe(teamWalletParams)) { id, teamId }: TeamWalletParams, @CurrentUser() user: AuthUser): Promise<TeamWallet> {
    return this.addOns.wallet(id, teamId, user);
  }

  @Post('teams/:teamId/mulligans')
  useMulligan(
    @Param(new ZodValidationPipe(teamWalletParams)) { id, teamId }: TeamWalletParams,
    @Body(new ZodValidationPipe(useMulliganInput)) input: UseMulliganInput,
    @CurrentUser() user: AuthUser,
  ): Promise<TeamWallet> {
    return this.addOns.useMulligan(id, teamId, input, user);
  }

  @Public()
  @Get('mulligan-rules')
  rules(@Param(new ZodValidationPipe(idParams)) { id }: IdParams): Promise<MulliganRules> {
    return this.addOns.rules(id);
  }

  @Put('mulligan-rules')
  setRules(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(mulliganRulesInput)) input: MulliganRulesInput,
    @CurrentUser() user: AuthUser,
  ): Promise<MulliganRules> {
    return this.addOns.setRules(id, input, user);
  }
}
