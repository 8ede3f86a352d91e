import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { auctionMessages } from '@fairway/contracts/auction';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import type { AuctionBill, DeskCheckoutInput, OnlineCheckoutResponse } from '@fairway/contracts/auction-desk';
import type { PaymentLineItem, PaymentOutcome } from '@fairway/contracts/payment';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';
import { type LedgerChange, LedgerService } from '../fundraising/ledger/ledger.service';
import { PaymentsService } from '../payments/payments.service';
import { billChanged, bidderNotFound, nothingDue, onlinePaymentUnavailable } from './auction.exception';
import { AuctionRepository } from './auction.repository';
import { AuctionBillService } from './auction-bill.service';
import { dueOf, toBill } from './auction-bill.mapper';
import { AuctionWinsRepository } from './auction-wins.repository';
import type { AuctionCheckoutRow, BillLineRow } from './auction-wins.rows';

/** A hosted checkout shows at most this many lines (the payments contract's limit). */
const maxCheckoutLines = 20;
/** Stripe's least (30 minutes) and a little more. */
const checkoutLifeMs = 31 * 60_000;

interface Payment {
  method: AuctionCheckoutRow['method'];
  by: string;
  bidderNumber: number;
  donorName: string | null;
  contactEmail: string | null;
  checkoutId: string;
}

/**
 * Paying a bill: at the desk (cash, card, cheque, recorded by the desk's volunteer) or online through the payments
 * module (paid only by its verified webhook, recorded as the bidder's own). Every paid line is one received ledger
 * entry of kind `auction` (its key is the line's, so a line is never counted twice), under the tournament's ledger
 * lock, so the raised total moves in the same transaction and the screens are told.
 */
@Injectable()
export class AuctionCheckoutService implements OnModuleInit {
  private readonly logger = new Logger(AuctionCheckoutService.name);
  private readonly origin: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly wins: AuctionWinsRepository,
    private readonly auction: AuctionRepository,
    private readonly bills: AuctionBillService,
    private readonly ledger: LedgerService,
    private readonly payments: PaymentsService,
  ) {
    this.origin = config.PUBLIC_BASE_URL ?? 'http://localhost:8080';
  }

  onModuleInit(): void {
    this.payments.onOutcome('auction', (outcome, manager) => this.applyOutcome(outcome, manager));
  }

  /** Every unpaid line at once, for the total the desk saw; the same key again answers the bill as it is now. */
  async deskCheckout(tournamentId: string, number: number, input: DeskCheckoutInput, user: AuthUser): Promise<AuctionBill> {
    await this.bills.requireDesk(tournamentId, user);
    const bidder = await this.wins.bidder(tournamentId, number);
    if (!bidder) throw bidderNotFound();
    const name = (await this.bills.namesOf([bidder])).get(number)!;
    const actor = { user, permission: 'auction.checkout' as const, action: 'take auction payments' };
    await this.ledger.change(tournamentId, actor, async (change) => {
      const manager = change.manager;
      if (await this.wins.checkoutByKey(manager, tournamentId, number, input.idempotencyKey)) return;
      const lines = await this.wins.lockUnpaid(manager, tournamentId, number);
      const due = dueOf(lines);
      if (due === 0) throw nothingDue();
      if (due !== input.expectedDueCents) throw billChanged();
      const checkout = await this.wins.insertCheckout(manager, {
        tournamentId,
        number,
        channel: 'desk',
        key: input.idempotencyKey,
        method: input.method,
        amountCents: due,
        ...lineIds(lines),
        state: 'paid',
        by: user.uid,
      });
      await this.pay(change, lines, {
        method: input.method,
        by: user.uid,
        bidderNumber: number,
        donorName: name,
        contactEmail: bidder.email,
        checkoutId: checkout.id,
      });
    });
    return toBill(number, name, await this.wins.linesOf(tournamentId, number), this.payments.available());
  }

  /**
   * A hosted checkout for every unpaid line of the caller's bill, priced here; a second tap while one is open for the
   * same lines opens that one. It returns to the caller's own origin (a phone on the club's Wi-Fi), else PUBLIC_BASE_URL.
   */
  async onlineCheckout(tournamentId: string, user: AuthUser, origin = this.origin): Promise<OnlineCheckoutResponse> {
    if (!this.payments.available()) throw onlinePaymentUnavailable();
    const number = await this.bills.myNumber(tournamentId, user);
    return this.auction.transaction(async (manager) => {
      const lines = await this.wins.lockUnpaid(manager, tournamentId, number);
      const due = dueOf(lines);
      if (due === 0) throw nothingDue();
      const ids = lineIds(lines);
      const open = await this.wins.openOnline(manager, tournamentId, number, ids.winIds, ids.giftIds);
      if (open?.checkout_url) return { checkoutUrl: open.checkout_url };
      const checkout = await this.wins.insertCheckout(manager, {
        tournamentId,
        number,
        channel: 'online',
        key: null,
        method: 'card',
        amountCents: due,
        ...ids,
        state: 'open',
        by: user.uid,
      });
      const back = `${origin}/tournament/${tournamentId}/auction/my-bids`;
      const session = await this.payments.createCheckout(manager, {
        tournamentId,
        purpose: 'auction',
        referenceId: checkout.id,
        lineItems: checkoutLines(lines, number),
        customerEmail: user.emailVerified && user.email ? user.email : undefined,
        successUrl: back,
        cancelUrl: back,
        expiresAt: new Date(Date.now() + checkoutLifeMs),
      });
      await this.wins.setSession(manager, checkout.id, { sessionId: session.sessionId, url: session.url, expiresAt: new Date(session.expiresAt) });
      return { checkoutUrl: session.url };
    });
  }

  /**
   * A verified webhook event of an auction checkout, in the transaction that stores the event. Paid: its lines still
   * unpaid are paid into the ledger, recorded as the bidder's account; a line the desk took meanwhile was paid twice,
   * and that part is refunded. Expired: nothing was paid. Refunded: an adjustment. A repeat finds it done and does nothing.
   */
  async applyOutcome(outcome: PaymentOutcome, manager: EntityManager): Promise<void> {
    const found = await this.wins.checkout(manager, outcome.referenceId);
    if (!found || found.tournament_id !== outcome.tournamentId || found.channel !== 'online') {
      this.logger.warn(`Payment ${outcome.eventId} (${outcome.kind}) names no auction checkout: ${outcome.referenceId}`);
      return;
    }
    if (outcome.kind === 'expired') {
      const row = await this.wins.checkout(manager, found.id, true);
      if (row?.state === 'open') await this.wins.setState(manager, found.id, 'expired');
      return;
    }
    await this.ledger.changeIn(manager, found.tournament_id, (change) =>
      outcome.kind === 'paid' ? this.paidOnline(change, found.id, outcome) : this.refunded(change, found.id, outcome),
    );
  }

  /**
   * Money given back by the provider: an adjustment of minus what this refund added (the lines stay paid: what was
   * bought was bought), naming who asked, else the online payment.
   */
  private async refunded(change: LedgerChange, checkoutId: string, outcome: PaymentOutcome): Promise<void> {
    const checkout = (await this.wins.checkout(change.manager, checkoutId, true))!;
    const cents = Math.min(outcome.refundedCents, checkout.amount_cents) - checkout.refunded_cents;
    if (cents <= 0 || checkout.state !== 'paid') return;
    const reason = outcome.refund?.reason ?? auctionMessages.refundedOnline;
    await change.record({
      kind: 'adjustment',
      amountCents: -cents,
      donorName: null,
      anonymous: true,
      contactEmail: null,
      method: 'card',
      publicMessage: null,
      privateNote: auctionMessages.ledgerRefundNote(checkout.bidder_number, reason),
      teamId: null,
      private: true,
      state: 'received',
      idempotencyKey: `auction-refund:${checkoutId}:${outcome.eventId}`,
      recordedBy: outcome.refund?.by?.uid ?? fundraisingMessages.onlinePayment,
    });
    await this.wins.setRefunded(change.manager, checkoutId, checkout.refunded_cents + cents);
  }

  private async paidOnline(change: LedgerChange, checkoutId: string, outcome: PaymentOutcome): Promise<void> {
    const manager = change.manager;
    const checkout = (await this.wins.checkout(manager, checkoutId, true))!;
    if (checkout.state === 'paid') return;
    const covered = new Set([...checkout.win_ids, ...checkout.gift_ids]);
    const lines = (await this.wins.lockUnpaid(manager, checkout.tournament_id, checkout.bidder_number)).filter((line) => covered.has(line.id));
    const bidder = await this.wins.bidder(checkout.tournament_id, checkout.bidder_number, manager);
    await this.pay(change, lines, {
      method: 'card',
      by: checkout.created_by,
      bidderNumber: checkout.bidder_number,
      donorName: bidder ? (await this.bills.namesOf([bidder])).get(bidder.number)! : null,
      contactEmail: bidder?.email ?? outcome.payerEmail ?? null,
      checkoutId,
    });
    await this.wins.setState(manager, checkoutId, 'paid');
    const twice = checkout.amount_cents - dueOf(lines);
    if (twice <= 0) return;
    // Never in the ledger, so its refund event moves nothing there: counted as accounted for now.
    await this.wins.setRefunded(manager, checkoutId, twice);
    this.payments.refundAfterCommit(manager, outcome.sessionId, twice, auctionMessages.paidTwiceRefund);
  }

  private async pay(change: LedgerChange, lines: readonly BillLineRow[], payment: Payment): Promise<void> {
    for (const line of lines) {
      const entry = await change.record({
        kind: 'auction',
        amountCents: line.amount_cents,
        donorName: payment.donorName,
        anonymous: false,
        contactEmail: payment.contactEmail,
        method: payment.method,
        publicMessage: null,
        privateNote:
          line.kind === 'item'
            ? auctionMessages.ledgerItemNote(line.title, payment.bidderNumber, line.fair_market_value_cents)
            : auctionMessages.ledgerGiftNote(line.title, payment.bidderNumber),
        teamId: null,
        // Bidders are shown by number only: their purchases stay off the donor wall.
        private: true,
        state: 'received',
        idempotencyKey: `auction-${line.kind}:${line.id}`,
        recordedBy: payment.by,
      });
      await this.wins.markPaid(change.manager, line, entry.id, payment.by, payment.checkoutId);
    }
  }
}

function lineIds(lines: readonly BillLineRow[]): { winIds: string[]; giftIds: string[] } {
  return {
    winIds: lines.filter((line) => line.kind === 'item').map((line) => line.id),
    giftIds: lines.filter((line) => line.kind === 'fund-a-need').map((line) => line.id),
  };
}

function checkoutLines(lines: readonly BillLineRow[], bidderNumber: number): PaymentLineItem[] {
  if (lines.length > maxCheckoutLines) return [{ name: auctionMessages.onlineBillLine(bidderNumber, lines.length), amountCents: dueOf(lines), quantity: 1 }];
  return lines.map((line) => ({ name: line.title.slice(0, 120), amountCents: line.amount_cents, quantity: 1 }));
}
