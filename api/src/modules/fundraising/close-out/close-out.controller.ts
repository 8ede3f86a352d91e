import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import { type IdParams, idParams } from '@fairway/contracts';
import { type CloseOutCount, type CloseOutReport, createCloseOutCount, type CreateCloseOutCount } from '@fairway/contracts/close-out';
import type { Response } from 'express';
import { type AuthUser, CurrentUser } from '../../../common/auth';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { closeOutCsv } from './close-out-csv';
import { CloseOutService } from './close-out.service';

@Controller('tournaments/:id')
export class CloseOutController {
  constructor(private readonly closeOut: CloseOutService) {}

  @Get('close-out')
  report(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<CloseOutReport> {
    return this.closeOut.report(id, user);
  }

  @Get('close-out.csv')
  async csv(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const report = await this.closeOut.report(id, user);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="close-out-${id}.csv"`);
    return closeOutCsv(report);
  }

  @Post('close-out/counts')
  declare(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(createCloseOutCount)) input: CreateCloseOutCount,
    @CurrentUser() user: AuthUser,
  ): Promise<CloseOutCount> {
    return this.closeOut.declare(id, input, user);
  }
}
