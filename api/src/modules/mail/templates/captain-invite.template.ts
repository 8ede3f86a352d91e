import type { MailTemplateData } from '@fairway/contracts/mail';
import { mailTexts } from '@fairway/contracts/mail-texts';
import type { MailContext, MailDocument } from './mail-document';

const texts = mailTexts.captainInvite;

export function captainInvite(data: MailTemplateData['captain-invite'], context: MailContext): MailDocument {
  return {
    subject: texts.subject(data.teamName, context.tournamentName),
    preheader: texts.intro(data.captainName, data.teamName, context.tournamentName),
    blocks: [
      { kind: 'paragraph', text: mailTexts.greeting(data.recipientName) },
      { kind: 'paragraph', text: texts.intro(data.captainName, data.teamName, context.tournamentName) },
      { kind: 'paragraph', text: texts.action },
      { kind: 'button', label: texts.button, url: context.link(data.invitePath) },
      { kind: 'code', label: texts.code, value: data.inviteCode },
    ],
  };
}
