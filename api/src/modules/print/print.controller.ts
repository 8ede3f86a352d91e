import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { type IdParams, idParams } from '@fairway/contracts';
import { type PrintCatalogue, type PrintParams, printParams, type PrintQuery, printQuery } from '@fairway/contracts/print';
import type { Response } from 'express';
import { type AuthUser, CurrentUser } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { PrintService } from './print.service';

const paperQuery = new ZodValidationPipe(printQuery);

@Controller('tournaments/:id/print')
export class PrintController {
  constructor(private readonly print: PrintService) {}

  /** `?paper=` counts the pages on that paper (Letter unless told). */
  @Get()
  catalogue(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Query(paperQuery) { paper }: PrintQuery,
    @CurrentUser() user: AuthUser,
  ): Promise<PrintCatalogue> {
    return this.print.catalogue(id, paper, user);
  }

  @Get(':document.pdf')
  async document(
    @Param(new ZodValidationPipe(printParams)) { id, document }: PrintParams,
    @Query(paperQuery) { paper }: PrintQuery,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { fileName, bytes } = await this.print.print(id, document, paper, user);
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(bytes, { type: 'application/pdf', length: bytes.length, disposition: `attachment; filename="${fileName}"` });
  }
}
