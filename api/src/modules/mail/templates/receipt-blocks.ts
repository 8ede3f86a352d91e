import type { MailReceipt } from '@fairway/contracts/mail';
import { receiptTexts } from '@fairway/contracts/receipt-texts';
import { receiptFigures } from '@fairway/golf/fundraising';
import type { MailBlock, MailContext } from './mail-document';
import { dateIn, money } from './mail-format';

/** The receipt in an e-mail: what was paid, what was received for it, what is deductible, and the statements the law asks for. */
export function receiptBlocks(receipt: MailReceipt, context: MailContext): MailBlock[] {
  const figures = receiptFigures(receipt);
  const date = dateIn(receipt.paidAt, context.timeZone);
  const rows: Array<readonly [string, string]> = [
    [receiptTexts.number, receipt.receiptNumber],
    [receiptTexts.date, date],
    [receiptTexts.receivedFrom, receipt.payerName],
    ...receipt.lines.map((line) => [receiptTexts.line(line.description, line.quantity), money(line.amountCents * line.quantity)] as const),
    ...(receipt.discount ? [[receipt.discount.description, `−${money(receipt.discount.amountCents)}`] as const] : []),
    [receiptTexts.paid, money(figures.paidCents)],
    [receiptTexts.fairMarketValue, money(figures.fairMarketValueCents)],
    [receiptTexts.deductible, money(figures.deductibleCents)],
  ];
  const statements = [
    receiptTexts.acknowledgment(context.charityName, money(figures.paidCents), date),
    figures.boughtSomething
      ? receiptTexts.goodsOrServices(money(figures.fairMarketValueCents), receipt.receivedDescription ?? null)
      : receiptTexts.noGoodsOrServices(context.charityName),
    figures.fairValueDisclosureRequired && receiptTexts.fairValueDisclosure(money(figures.deductibleCents)),
    receiptTexts.keep,
  ];
  return [
    { kind: 'facts', heading: receiptTexts.heading, rows },
    ...statements.filter((text): text is string => Boolean(text)).map((text): MailBlock => ({ kind: 'paragraph', text })),
  ];
}
