import { fundraisingMessages as text } from '@fairway/contracts/fundraising-messages';
import type { GiftReceipt } from '@fairway/contracts/gift';
import type { MailReceipt } from '@fairway/contracts/mail';
import { giftReceiptPath } from '@fairway/contracts/remotes';
import { centsToDollars, receiptFigures } from '@fairway/golf';
import type { CardGiftRow } from './card-gift.repository';

const receiptNumber = (row: CardGiftRow) => row.id.slice(0, 8).toUpperCase();
/** A gift buys nothing: its fair market value is 0, so all of it is deductible. */
const figuresOf = (row: CardGiftRow) => receiptFigures({ paidCents: row.amount_cents - row.refunded_cents, fairMarketValueCents: 0 });
const payerName = (row: CardGiftRow) => row.donor_name ?? row.contact_email ?? 'Anonymous donor';

/** The gift's receipt as its e-mail states it. */
export function giftMailReceipt(row: CardGiftRow, charityName: string): MailReceipt {
  const figures = figuresOf(row);
  return {
    receiptNumber: receiptNumber(row),
    paidAt: (row.paid_at ?? new Date()).toISOString(),
    payerName: payerName(row),
    lines: [{ description: text.receiptGift(charityName), quantity: 1, amountCents: row.amount_cents }],
    paidCents: figures.paidCents,
    fairMarketValueCents: figures.fairMarketValueCents,
    receivedDescription: null,
    receiptPath: giftReceiptPath(row.tournament_id, row.token),
  };
}

/** The gift's receipt page: the payer's name, never the e-mail (the link may be shared). */
export function toGiftReceipt(row: CardGiftRow, tournament: { name: string; charityName: string }): GiftReceipt {
  const figures = figuresOf(row);
  return {
    tournamentId: row.tournament_id,
    tournamentName: tournament.name,
    charityName: tournament.charityName,
    state: row.state,
    receiptNumber: receiptNumber(row),
    payerName: row.donor_name ?? 'Anonymous donor',
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    paid: centsToDollars(figures.paidCents),
    refunded: centsToDollars(row.refunded_cents),
    fairMarketValue: centsToDollars(figures.fairMarketValueCents),
    deductible: centsToDollars(figures.deductibleCents),
    acknowledgmentRequired: figures.acknowledgmentRequired,
    fairValueDisclosureRequired: figures.fairValueDisclosureRequired,
  };
}
