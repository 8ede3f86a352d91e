import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { type IdParams, idParams } from '@fairway/contracts';
import {
  createLedgerEntryInput,
  type CreateLedgerEntryInput,
  type LedgerEntry,
  ledgerEntryParams,
  type LedgerEntryParams,
  ledgerQuery,
  type LedgerQuery,
  type LedgerResponse,
  receiveLedgerEntryInput,
  type ReceiveLedgerEntryInput,
  voidLedgerEntryInput,
  type VoidLedgerEntryInput,
} from '@fairway/contracts/ledger';
import type { Response } from 'express';
import { type AuthUser, CurrentUser } from '../../../common/auth';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { idempotencyHeader } from '../idempotency-header.pipe';
import { LedgerService } from './ledger.service';

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
}
