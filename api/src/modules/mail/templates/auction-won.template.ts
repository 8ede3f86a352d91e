import type { MailTemplateData } from '@fairway/contracts/mail';
import { mailTexts } from '@fairway/contracts/mail-texts';
import type { MailContext, MailDocument } from './mail-document';
import { money } from './mail-format';

const texts = mailTexts.auctionWon;

/** A bidder won an auction item: what they owe, their bidder number, and how to pay (online when offered, else the desk). */
export function auctionWon(data: MailTemplateData['auction-won'], context: MailContext): MailDocument {
  const intro = texts.intro(data.itemTitle, context.tournamentName);
  return {
    subject: texts.subject(data.itemTitle),
    preheader: intro,
    blocks: [
      { kind: 'paragraph', text: intro },
      {
        kind: 'facts',
        rows: [
          [texts.price, money(data.priceCents)],
          [texts.bidder, String(data.bidderNumber)],
        ],
      },
      { kind: 'paragraph', text: data.payPath ? texts.payOnline : texts.payAtDesk },
      data.payPath
        ? { kind: 'button', label: texts.payButton, url: context.link(data.payPath) }
        : { kind: 'button', label: texts.itemButton, url: context.link(data.itemPath) },
    ],
  };
}
