import type { MailTemplateData } from '@fairway/contracts/mail';
import { mailTexts } from '@fairway/contracts/mail-texts';
import type { MailContext, MailDocument } from './mail-document';
import { money } from './mail-format';

const texts = mailTexts.auctionOutbid;

/** A bidder lost the lead on an auction item: the price now and the link back to the item. */
export function auctionOutbid(data: MailTemplateData['auction-outbid'], context: MailContext): MailDocument {
  const intro = texts.intro(data.itemTitle, context.tournamentName);
  return {
    subject: texts.subject(data.itemTitle),
    preheader: intro,
    blocks: [
      { kind: 'paragraph', text: intro },
      { kind: 'facts', rows: [[texts.price, money(data.priceCents)]] },
      { kind: 'button', label: texts.button, url: context.link(data.itemPath) },
    ],
  };
}
