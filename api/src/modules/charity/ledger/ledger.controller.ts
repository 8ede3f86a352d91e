import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { type IdParams, idParams } from '@fairway/contracts';
import {
  createDonationInput,
  type CreateDonationInput,
  createLedgerEntryInput,
  type CreateLedgerEntryInput,
  type DonationResponse,
  type DonorWallResponse,
  idempotencyKey,
  type LedgerEntry,
  ledgerEntryParams,
  type LedgerEntryParams,
  ledgerQuery,
  type LedgerQuery,
  type LedgerResponse,
  type RaisedByTeamResponse,
  receiveLedgerEntryInput,
  type ReceiveLedgerEntryInput,
  voidLedgerEntryInput,
  type VoidLedgerEntryInput,
} from '@fairway/contracts/ledger';
import type { Response } from 'express';
import { type AuthUser, CurrentUser, Public } from '../../../common/auth';
import { WriteLimit } from '../../../common/limits/write-limit.decorator';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { LedgerService } from './ledger.service';

const idempotencyHeader = new ZodValidationPipe(idempotencyKey.optional());

@Controller('tournaments/:id')
export class LedgerController {
  constructor(private readonly ledger: LedgerService) {}

  @Get('ledger')
  list(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Query(new ZodValidationPipe(ledgerQuery)) query: LedgerQuery,
    @CurrentUser() user: AuthUser,
  ): Promise<LedgerResponse> {
    return this.ledger.list(id, query, user);
  }

  @Get('ledger/csv')
  async csv(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const csv = await this.ledger.csv(id, user);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="ledger-${id}.csv"`);
    return csv;
  }

  @Post('ledger')
  record(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(createLedgerEntryInput)) input: CreateLedgerEntryInput,
    @Headers('idempotency-key') key: string | undefined,
    @CurrentUser() user: AuthUser,
  ): Promise<LedgerEntry> {
    return this.ledger.record(id, input, idempotencyHeader.transform(key), user);
  }

  @Post('ledger/:entryId/void')
  @HttpCode(HttpStatus.OK)
  voidEntry(
    @Param(new ZodValidationPipe(ledgerEntryParams)) { id, entryId }: LedgerEntryParams,
    @Body(new ZodValidationPipe(voidLedgerEntryInput)) input: VoidLedgerEntryInput,
    @CurrentUser() user: AuthUser,
  ): Promise<LedgerEntry> {
    return this.ledger.voidEntry(id, entryId, input, user);
  }

  @Post('ledger/:entryId/receive')
  @HttpCode(HttpStatus.OK)
  receive(
    @Param(new ZodValidationPipe(ledgerEntryParams)) { id, entryId }: LedgerEntryParams,
    @Body(new ZodValidationPipe(receiveLedgerEntryInput)) input: ReceiveLedgerEntryInput,
    @CurrentUser() user: AuthUser,
  ): Promise<LedgerEntry> {
    return this.ledger.receive(id, entryId, input, user);
  }

  @Public()
  @WriteLimit('gift')
  @Post('donations')
  donate(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(createDonationInput)) input: CreateDonationInput,
    @Headers('idempotency-key') key: string | undefined,
  ): Promise<DonationResponse> {
    return this.ledger.donate(id, input, idempotencyHeader.transform(key));
  }

  @Public()
  @Get('donor-wall')
  donorWall(@Param(new ZodValidationPipe(idParams)) { id }: IdParams): Promise<DonorWallResponse> {
    return this.ledger.donorWall(id);
  }

  @Public()
  @Get('raised-by-team')
  raisedByTeam(@Param(new ZodValidationPipe(idParams)) { id }: IdParams): Promise<RaisedByTeamResponse> {
    return this.ledger.raisedByTeam(id);
  }
}
