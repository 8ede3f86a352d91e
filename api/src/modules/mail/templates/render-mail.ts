import type { MailTemplateData, MailTemplateName } from '@fairway/contracts/mail';
import { auctionOutbid } from './auction-outbid.template';
import { auctionWon } from './auction-won.template';
import { captainInvite } from './captain-invite.template';
import { donorThankYou } from './donor-thank-you.template';
import { eventInvite } from './event-invite.template';
import { eventReminder } from './event-reminder.template';
import { eventResults } from './event-results.template';
import { fieldMessage } from './field-message.template';
import { giftReceipt } from './gift-receipt.template';
import { renderDocument, type MailContext, type MailDocument, type RenderedMail } from './mail-document';
import { previousFieldInvite } from './previous-field-invite.template';
import { refundNotice } from './refund-notice.template';
import { registrationConfirmation } from './registration-confirmation.template';
import { waitlistOffer } from './waitlist-offer.template';

export type { MailAttachment, MailContext, RenderedMail } from './mail-document';

/** A template with its data as the contract parsed it. */
export type ParsedMail = { [T in MailTemplateName]: { template: T; data: MailTemplateData[T] } }[MailTemplateName];

const templates: { [T in MailTemplateName]: (data: MailTemplateData[T], context: MailContext) => MailDocument } = {
  'registration-confirmation': registrationConfirmation,
  'captain-invite': captainInvite,
  'waitlist-offer': waitlistOffer,
  'refund-notice': refundNotice,
  'gift-receipt': giftReceipt,
  'event-invite': eventInvite,
  'previous-field-invite': previousFieldInvite,
  'auction-outbid': auctionOutbid,
  'auction-won': auctionWon,
  'event-reminder': eventReminder,
  'event-results': eventResults,
  'donor-thank-you': donorThankYou,
  'field-message': fieldMessage,
};

/** The subject, plain-text and HTML parts of one message. */
export function renderMail(mail: ParsedMail, context: MailContext): RenderedMail {
  const template = templates[mail.template] as (data: ParsedMail['data'], context: MailContext) => MailDocument;
  return renderDocument(template(mail.data, context), context);
}
