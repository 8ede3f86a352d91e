import { Inject, Injectable } from '@nestjs/common';
import { toBuffer as qrPng } from 'qrcode';
import { mailTemplateData, type MailTemplateName, nonTransactionalTemplates } from '@fairway/contracts/mail';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';
import { TournamentService } from '../tournament/tournament.service';
import { MailOutboxRepository, type ClaimedMailRow } from './mail-outbox.repository';
import type { OutgoingAttachment, OutgoingMail } from './mail.transport';
import { renderMail, type MailAttachment, type ParsedMail, type RenderedMail } from './templates/render-mail';

/** A message that can never be sent as it stands (its tournament is gone, its data is not the template's). */
export class MailNotSendable extends Error {
  override name = 'MailNotSendable';
}

export const DEFAULT_PUBLIC_BASE_URL = 'http://localhost:8080';

/** Turns an outbox row into the e-mail to send, or 'suppressed' when its recipient unsubscribed from such mail. */
@Injectable()
export class MailRenderer {
  private readonly baseUrl: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly tournaments: TournamentService,
    private readonly outbox: MailOutboxRepository,
  ) {
    this.baseUrl = config.PUBLIC_BASE_URL ?? DEFAULT_PUBLIC_BASE_URL;
  }

  async render(row: ClaimedMailRow): Promise<OutgoingMail | 'suppressed'> {
    const optional = nonTransactionalTemplates.has(row.template);
    if (optional && (await this.outbox.isSuppressed(row.recipient))) return 'suppressed';
    const unsubscribeUrl = optional ? `${this.baseUrl}/api/mail/unsubscribe/${row.id}` : null;
    const rendered = await this.compose(row.tournament_id, row.template, row.data, unsubscribeUrl);
    const headers: Record<string, string> = { 'X-Fairway-Mail': row.template };
    if (unsubscribeUrl) {
      headers['List-Unsubscribe'] = `<${unsubscribeUrl}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    }
    const { attachments, ...parts } = rendered;
    return { to: row.recipient, ...parts, headers, attachments: await Promise.all(attachments.map(outgoingAttachment)) };
  }

  /** The e-mail as a recipient would read it, before anything is enqueued (its unsubscribe link leads nowhere yet). */
  preview(template: MailTemplateName, data: unknown, tournamentId: string): Promise<RenderedMail> {
    const unsubscribeUrl = nonTransactionalTemplates.has(template) ? `${this.baseUrl}/api/mail/unsubscribe/preview` : null;
    return this.compose(tournamentId, template, data, unsubscribeUrl);
  }

  private async compose(tournamentId: string, template: MailTemplateName, input: unknown, unsubscribeUrl: string | null): Promise<RenderedMail> {
    const tournament = await this.tournaments.find(tournamentId);
    if (!tournament) throw new MailNotSendable('its tournament no longer exists');
    const data = mailTemplateData[template].safeParse(input);
    if (!data.success) throw new MailNotSendable(`its data does not fit ${template}: ${data.error.message}`);
    return renderMail({ template, data: data.data } as ParsedMail, {
      tournamentId,
      tournamentName: tournament.name,
      charityName: tournament.charityName,
      timeZone: tournament.timeZone ?? 'UTC',
      link: (path) => `${this.baseUrl}${path}`,
      unsubscribeUrl,
    });
  }
}

/** A template's attachment as SMTP sends it: a QR code drawn as a PNG, shown inline by its cid. */
async function outgoingAttachment(attachment: MailAttachment): Promise<OutgoingAttachment> {
  if (attachment.kind === 'file') return { filename: attachment.filename, contentType: attachment.contentType, content: attachment.content };
  const png = await qrPng(attachment.text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 400 });
  return { filename: attachment.filename, contentType: 'image/png', content: png, cid: attachment.cid };
}
