import type { MailTemplateData } from '@fairway/contracts/mail';
import { mailTexts } from '@fairway/contracts/mail-texts';
import type { MailBlock, MailContext, MailDocument } from './mail-document';

const texts = mailTexts.fieldMessage;

/** The organiser's words as written, one paragraph per block of lines (the document escapes each). */
function messageParagraphs(body: string): MailBlock[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((text) => ({ kind: 'paragraph', text }));
}

/** A message from the organiser to the field (all players, a team, the unpaid), with the way back to the scorecard. */
export function fieldMessage(data: MailTemplateData['field-message'], context: MailContext): MailDocument {
  const paragraphs = messageParagraphs(data.body);
  return {
    subject: texts.subject(data.subject, context.tournamentName),
    preheader: data.body.slice(0, 140),
    blocks: [
      { kind: 'paragraph', text: mailTexts.greeting(data.recipientName) },
      { kind: 'paragraph', text: texts.intro(context.tournamentName) },
      ...paragraphs,
      { kind: 'button', label: texts.button, url: context.link(data.scorecardPath) },
    ],
  };
}
