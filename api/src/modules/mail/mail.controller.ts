import { Controller, Get, Header, HttpCode, NotFoundException, Param, Post, Req, Res } from '@nestjs/common';
import { entityId } from '@fairway/contracts';
import { mailTexts } from '@fairway/contracts/mail-texts';
import type { Request, Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import type { MailOutboxHealth } from '@fairway/contracts/mail';
import { MailMetrics } from './mail.metrics';
import { MailService } from './mail.service';
import { unknownLinkPage, unsubscribedPage, unsubscribeQuestionPage } from './unsubscribe-page';

/**
 * The outbox's health, and the unsubscribe link of a non-transactional e-mail (its outbox id, unguessable, is the token): a page in
 * the browser, and the one-click POST of RFC 8058 that mail clients send for List-Unsubscribe-Post.
 */
@Public()
@Controller('mail')
export class MailController {
  constructor(
    private readonly mail: MailService,
    private readonly metrics: MailMetrics,
  ) {}

  /** Is mail going out: where it goes, and how much waits (the same figures as the metrics). */
  @Get('health')
  @Header('Cache-Control', 'no-store')
  health(): Promise<MailOutboxHealth> {
    return this.metrics.health();
  }

  @Get('unsubscribe/:messageId')
  @Header('Cache-Control', 'no-store')
  async question(@Param('messageId') messageId: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const email = entityId.safeParse(messageId).success ? await this.mail.recipientOf(messageId) : undefined;
    sendPage(request, response, email && unsubscribeQuestionPage(email));
  }

  @Post('unsubscribe/:messageId')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async unsubscribe(@Param('messageId') messageId: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const email = entityId.safeParse(messageId).success ? await this.mail.unsubscribe(messageId) : undefined;
    sendPage(request, response, email && unsubscribedPage(email));
  }
}

/** The page, or for an unknown link a 404: a page for a browser, the API's JSON error body for any other client. */
function sendPage(request: Request, response: Response, page: string | undefined): void {
  const wantsPage = (request.headers.accept ?? '').includes('text/html');
  if (page === undefined && !wantsPage) throw new NotFoundException(mailTexts.unsubscribePage.unknown);
  response
    .status(page === undefined ? 404 : 200)
    .type('html')
    .setHeader('X-Robots-Tag', 'noindex');
  response.send(page ?? unknownLinkPage());
}
