import { Controller, Get, Header, HttpCode, Param, Post, Res } from '@nestjs/common';
import { entityId } from '@fairway/contracts';
import type { Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { MailService } from './mail.service';
import { unknownLinkPage, unsubscribedPage, unsubscribeQuestionPage } from './unsubscribe-page';

/**
 * The unsubscribe link of a non-transactional e-mail (its outbox id, unguessable, is the token): a page in
 * the browser, and the one-click POST of RFC 8058 that mail clients send for List-Unsubscribe-Post.
 */
@Public()
@Controller('mail/unsubscribe')
export class MailController {
  constructor(private readonly mail: MailService) {}

  @Get(':messageId')
  @Header('Cache-Control', 'no-store')
  async question(@Param('messageId') messageId: string, @Res() response: Response): Promise<void> {
    const email = entityId.safeParse(messageId).success ? await this.mail.recipientOf(messageId) : undefined;
    sendPage(response, email ? 200 : 404, email ? unsubscribeQuestionPage(email) : unknownLinkPage());
  }

  @Post(':messageId')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async unsubscribe(@Param('messageId') messageId: string, @Res() response: Response): Promise<void> {
    const email = entityId.safeParse(messageId).success ? await this.mail.unsubscribe(messageId) : undefined;
    sendPage(response, email ? 200 : 404, email ? unsubscribedPage(email) : unknownLinkPage());
  }
}

function sendPage(response: Response, status: number, body: string): void {
  response.status(status).type('html').setHeader('X-Robots-Tag', 'noindex');
  response.send(body);
}
