import type { LedgerKind, LedgerState, PaymentMethod } from '@fairway/contracts/ledger';
import { dollarsToCents, formatUsd } from '@fairway/golf/fundraising';

/** Cents as the admin screens show money: with cents ("$1,250.50"). */
export const usdCents = (cents: number) => formatUsd(cents, { withCents: true });

/** Dollars as the admin screens show money: with cents ("$1,250.50"). */
export const usd = (dollars: number) => usdCents(dollarsToCents(dollars));

export const kindLabels: Record<LedgerKind, string> = {
  donation: 'Donation',
  sponsorship: 'Sponsorship',
  'add-on-sale': 'Add-on sale',
  'pledge-payment': 'Pledge payment',
  'entry-fee': 'Entry fee',
  adjustment: 'Adjustment',
  auction: 'Auction',
};

export const methodLabels: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  cheque: 'Cheque',
  paypal: 'PayPal',
  complimentary: 'Complimentary',
};

export const stateLabels: Record<LedgerState, string> = { pledged: 'Pledged', received: 'Received', void: 'Void' };

/** A label table as the options of a select, in the table's order. */
export const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as Array<[K, string]>).map(([value, label]) => ({ value, label }));
