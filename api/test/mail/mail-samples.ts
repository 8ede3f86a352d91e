import { randomUUID } from 'node:crypto';
import type { MailMessage, MailTemplateData } from '@fairway/contracts/mail';

export const giftReceipt: MailTemplateData['gift-receipt'] = {
  recipientName: 'Dana Donor',
  receipt: {
    receiptNumber: 'G-1001',
    paidAt: '2026-06-06T15:30:00.000Z',
    payerName: 'Dana Donor',
    lines: [{ description: 'Gift to the Junior Golf Foundation', quantity: 1, amountCents: 300_00 }],
    paidCents: 300_00,
    fairMarketValueCents: 0,
    receiptPath: '/tournament/t/receipts/G-1001',
  },
};

export const captainInvite: MailTemplateData['captain-invite'] = {
  recipientName: null,
  captainName: 'Casey Captain',
  teamName: 'The Birdie Hunters',
  inviteCode: 'ABC123',
  invitePath: '/tournament/t/join?code=ABC123',
};

/** A gift receipt to `to`, under a fresh dedupe key unless one is given. */
export function giftMessage(tournamentId: string, to: string, dedupeKey = `gift-receipt:${randomUUID()}`): MailMessage {
  return { tournamentId, to, template: 'gift-receipt', data: giftReceipt, dedupeKey };
}

export function inviteMessage(tournamentId: string, to: string, dedupeKey = `captain-invite:${randomUUID()}`): MailMessage {
  return { tournamentId, to, template: 'captain-invite', data: captainInvite, dedupeKey };
}
