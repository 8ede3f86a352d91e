import type { MailTemplateData } from '@fairway/contracts/mail';
import { mailTexts } from '@fairway/contracts/mail-texts';
import type { MailContext, MailDocument } from './mail-document';
import { dateTimeIn } from './mail-format';

const texts = mailTexts.waitlistOffer;

export function waitlistOffer(data: MailTemplateData['waitlist-offer'], context: MailContext): MailDocument {
  return {
    subject: texts.subject(context.tournamentName),
    preheader: texts.intro(data.offered, context.tournamentName),
    blocks: [
      { kind: 'paragraph', text: mailTexts.greeting(data.recipientName) },
      { kind: 'paragraph', text: texts.intro(data.offered, context.tournamentName) },
      { kind: 'paragraph', text: texts.expires(dateTimeIn(data.expiresAt, context.timeZone)) },
      { kind: 'button', label: texts.button, url: context.link(data.offerPath) },
    ],
  };
}
