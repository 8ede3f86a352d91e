import type { MailReceipt } from '@fairway/contracts/mail';
import { registrationConfirmationPath } from '@fairway/contracts/remotes';
import type { RegistrationRow } from './registration.repository';

/** The receipt a paid registration's e-mail states: each line bought, the fee covered, what was paid and its fair market value. */
export function registrationReceipt(row: RegistrationRow): MailReceipt {
  const lines = row.lines.map((line) => ({ description: line.name, quantity: line.quantity, amountCents: line.unitCents }));
  if (row.fee_cents > 0) lines.push({ description: 'Card processing fee, covered by you', quantity: 1, amountCents: row.fee_cents });
  const received = row.lines.filter((line) => line.fairMarketValueCents > 0).map((line) => line.name);
  return {
    receiptNumber: row.id.slice(0, 8).toUpperCase(),
    paidAt: (row.paid_at ?? new Date()).toISOString(),
    payerName: row.buyer_name,
    lines,
    discount: row.discount_cents > 0 ? { description: `Promo code ${row.promo_code ?? ''}`.trim(), amountCents: row.discount_cents } : null,
    paidCents: row.total_cents,
    fairMarketValueCents: row.fair_market_value_cents,
    receivedDescription: received.length > 0 ? received.join(', ') : null,
    receiptPath: registrationConfirmationPath(row.tournament_id, row.token),
  };
}
