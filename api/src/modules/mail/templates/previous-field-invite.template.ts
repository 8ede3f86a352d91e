import type { MailTemplateData } from '@fairway/contracts/mail';
import { mailTexts } from '@fairway/contracts/mail-texts';
import type { MailContext, MailDocument } from './mail-document';

const texts = mailTexts.previousFieldInvite;

export function previousFieldInvite(data: MailTemplateData['previous-field-invite'], context: MailContext): MailDocument {
  return {
    subject: texts.subject(context.tournamentName),
    preheader: texts.intro(data.previousEventName, context.tournamentName),
    blocks: [
      { kind: 'paragraph', text: mailTexts.greeting(data.recipientName) },
      { kind: 'paragraph', text: texts.intro(data.previousEventName, context.tournamentName) },
      { kind: 'button', label: texts.button, url: context.link(data.registerPath) },
    ],
  };
}
