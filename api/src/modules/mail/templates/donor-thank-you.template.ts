import type { MailTemplateData } from '@fairway/contracts/mail';
import { mailTexts } from '@fairway/contracts/mail-texts';
import type { MailContext, MailDocument } from './mail-document';
import { money } from './mail-format';

const texts = mailTexts.donorThankYou;

/** After Close Scoring, to each donor: thank you for their gifts, what the event raised, and their receipt. */
export function donorThankYou(data: MailTemplateData['donor-thank-you'], context: MailContext): MailDocument {
  const intro = texts.intro(money(data.giftCents), context.charityName, context.tournamentName);
  return {
    subject: texts.subject(context.charityName),
    preheader: intro,
    blocks: [
      { kind: 'paragraph', text: mailTexts.greeting(data.recipientName) },
      { kind: 'paragraph', text: intro },
      { kind: 'paragraph', text: texts.raised(money(data.raisedCents)) },
      data.receiptPath && { kind: 'button', label: texts.receipt, url: context.link(data.receiptPath) },
    ],
  };
}
