import type { MailTemplateData } from '@fairway/contracts/mail';
import { mailTexts } from '@fairway/contracts/mail-texts';
import type { MailContext, MailDocument } from './mail-document';
import { money } from './mail-format';

const texts = mailTexts.refundNotice;

export function refundNotice(data: MailTemplateData['refund-notice'], context: MailContext): MailDocument {
  const rows: Array<readonly [string, string]> = [
    [texts.paid, money(data.paidCents)],
    [texts.refunded, money(data.refundedCents)],
  ];
  if (data.reason) rows.push([texts.reason, data.reason]);
  return {
    subject: texts.subject(context.tournamentName),
    preheader: texts.intro(money(data.refundedCents), data.refundedFor),
    blocks: [
      { kind: 'paragraph', text: mailTexts.greeting(data.recipientName) },
      { kind: 'paragraph', text: texts.intro(money(data.refundedCents), data.refundedFor) },
      { kind: 'facts', rows },
      { kind: 'paragraph', text: texts.timing },
      data.receiptPath && { kind: 'button', label: texts.receipt, url: context.link(data.receiptPath) },
    ],
  };
}
