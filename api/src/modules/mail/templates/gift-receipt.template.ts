import type { MailTemplateData } from '@fairway/contracts/mail';
import { mailTexts } from '@fairway/contracts/mail-texts';
import type { MailContext, MailDocument } from './mail-document';
import { receiptBlocks } from './receipt-blocks';

const texts = mailTexts.giftReceipt;

export function giftReceipt(data: MailTemplateData['gift-receipt'], context: MailContext): MailDocument {
  return {
    subject: texts.subject(context.charityName),
    preheader: texts.intro(context.charityName, context.tournamentName),
    blocks: [
      { kind: 'paragraph', text: mailTexts.greeting(data.recipientName) },
      { kind: 'paragraph', text: texts.intro(context.charityName, context.tournamentName) },
      ...receiptBlocks(data.receipt, context),
      data.receipt.receiptPath && { kind: 'button', label: texts.receipt, url: context.link(data.receipt.receiptPath) },
    ],
  };
}
