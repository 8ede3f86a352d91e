import type { MailTemplateData } from '@fairway/contracts/mail';
import { mailTexts } from '@fairway/contracts/mail-texts';
import type { MailContext, MailDocument } from './mail-document';
import { receiptBlocks } from './receipt-blocks';

const texts = mailTexts.registrationConfirmation;

export function registrationConfirmation(data: MailTemplateData['registration-confirmation'], context: MailContext): MailDocument {
  const team: Array<readonly [string, string]> = [];
  if (data.teamName) team.push([texts.team, data.teamName]);
  if (data.startingHole) team.push([texts.startingHole, String(data.startingHole)]);
  return {
    subject: texts.subject(context.tournamentName),
    preheader: texts.intro(context.tournamentName),
    blocks: [
      { kind: 'paragraph', text: mailTexts.greeting(data.recipientName) },
      { kind: 'paragraph', text: texts.intro(context.tournamentName) },
      team.length > 0 && { kind: 'facts', rows: team },
      data.inviteCode && { kind: 'code', label: texts.inviteCode, value: data.inviteCode },
      data.inviteCode && { kind: 'paragraph', text: texts.inviteCodeHelp },
      { kind: 'button', label: texts.view, url: context.link(data.confirmationPath) },
      ...receiptBlocks(data.receipt, context),
    ],
  };
}
