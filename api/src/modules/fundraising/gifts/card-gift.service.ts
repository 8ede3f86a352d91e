import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { fundraisingMessages as text } from '@fairway/contracts/fundraising-messages';
import type { CardGiftCheckout, CardGiftRefund, CreateCardGiftInput, GiftReceipt, RefundCardGiftInput } from '@fairway/contracts/gift';
import { donatePagePath, giftReceiptPath } from '@fairway/contracts/remotes';
import { centsToDollars, dollarsToCents, formatUsd } from '@fairway/golf';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../../config/app-config.token';
import type { AppConfig } from '../../../config/env.schema';
import type { AuthUser } from '../../../common/auth';
import { PaymentsService } from '../../payments/payments.service';
import { TeamService } from '../../team/team.service';
import { EventAccessService } from '../../event-team/event-access.service';
import { TournamentService } from '../../tournament/tournament.service';
import { fundraisingConflict, fundraisingInvalid, fundraisingNotFound } from '../fundraising.exception';
import { type CardGiftRow, CardGiftRepository } from './card-gift.repository';
import { toGiftReceipt } from './gift-receipt.mapper';

const minute = 60_000;
/** The checkout's life: Stripe's least (30 minutes) and a little more. */
const checkoutLifeMs = 31 * minute;
const newToken = () => randomBytes(32).toString('base64url');

/**
 * A guest's gift paid by card: kept aside (card_gifts) with its checkout, never in the ledger until the provider's
 * verified webhook says paid (CardGiftOutcomeService). The price is the amount typed, checked by the gift's schema.
 */
@Injectable()
export class CardGiftService {
  private readonly origin: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gifts: CardGiftRepository,
    private readonly payments: PaymentsService,
    private readonly tournaments: TournamentService,
    private readonly teams: TeamService,
    private readonly access: EventAccessService,
  ) {
    this.origin = config.PUBLIC_BASE_URL ?? 'http://localhost:8080';
  }

  /**
   * Opens the checkout for the gift; the same `entryId` again answers the same checkout while it is open. It returns
   * to the donor's own `origin` (`CallerOrigin`: a phone on the club's Wi-Fi), else PUBLIC_BASE_URL.
   */
  async checkout(tournamentId: string, input: CreateCardGiftInput, origin = this.origin): Promise<CardGiftCheckout> {
    const tournament = await this.tournaments.get(tournamentId);
    const amountCents = dollarsToCents(input.amount);
    const earlier = await this.gifts.find(input.entryId);
    if (earlier) return this.answerAgain(earlier, tournamentId, amountCents);
    if (input.teamId && (await this.teams.listSomeWithPlayers(tournamentId, [input.teamId])).length === 0) {
      throw fundraisingInvalid(text.teamNotInTournament, 'teamId');
    }
    return this.dataSource.transaction(async (manager) => {
      const row = await this.gifts.insert(
        {
          id: input.entryId,
          tournamentId,
          token: newToken(),
          amountCents,
          donorName: input.donorName,
          anonymous: input.anonymous,
          contactEmail: input.contactEmail,
          publicMessage: input.publicMessage,
          teamId: input.teamId,
        },
        manager,
      );
      if (!row) throw fundraisingConflict(text.cardGiftIdReused);
      const session = await this.payments.createCheckout(manager, {
        tournamentId,
        purpose: 'donation',
        referenceId: row.id,
        lineItems: [{ name: text.receiptGift(tournament.charityName), amountCents, quantity: 1 }],
        customerEmail: input.contactEmail ?? undefined,
        successUrl: `${origin}${giftReceiptPath(tournamentId, row.token)}`,
        cancelUrl: `${origin}${donatePagePath(tournamentId)}`,
        expiresAt: new Date(Date.now() + checkoutLifeMs),
      });
      await this.gifts.setCheckout(row.id, session.sessionId, session.url, manager);
      return { token: row.token, checkoutUrl: session.url };
    });
  }

  /**
   * Refunds a card gift through the provider, whole or part, by whoever may refund (owner, co-organisers); its ledger entry is voided or
   * adjusted when the provider's refund event arrives. More than is left is a 400, and nothing is asked.
   */
  async refund(tournamentId: string, entryId: string, { amount, reason }: RefundCardGiftInput, user: AuthUser): Promise<CardGiftRefund> {
    await this.access.require(user, await this.tournaments.getEntity(tournamentId), 'money.refund', 'refund gifts');
    const row = await this.gifts.byLedgerEntry(tournamentId, entryId);
    if (!row?.session_id || (row.state !== 'paid' && row.state !== 'refunded')) throw fundraisingConflict(text.refundNotCardGift);
    const cents = dollarsToCents(amount);
    const left = row.amount_cents - row.refunded_cents;
    if (cents > left) throw fundraisingInvalid(text.refundTooLarge(formatUsd(left, { withCents: true })), 'amount');
    const { refundId } = await this.payments.refund(row.session_id, cents, reason, user);
    return { refundId, amount: centsToDollars(cents) };
  }

  /**
   * Every donor with an e-mail address, their gifts' total and the receipt page of their newest card gift (null
   * when they gave cash or a cheque), for the thank-you after the event. The caller checks who may ask.
   */
  async donorsToThank(tournamentId: string): Promise<Array<{ email: string; name: string | null; giftCents: number; receiptPath: string | null }>> {
    const donors = await this.gifts.donors(tournamentId);
    return donors.map(({ receiptToken, ...donor }) => ({ ...donor, receiptPath: receiptToken && giftReceiptPath(tournamentId, receiptToken) }));
  }

  async receipt(token: string): Promise<GiftReceipt> {
    const row = await this.gifts.byToken(token);
    if (!row) throw fundraisingNotFound(text.receiptNotFound);
    return toGiftReceipt(row, await this.tournaments.get(row.tournament_id));
  }

  private answerAgain(row: CardGiftRow, tournamentId: string, amountCents: number): CardGiftCheckout {
    if (row.tournament_id !== tournamentId || row.amount_cents !== amountCents) throw fundraisingConflict(text.cardGiftIdReused);
    if (row.state !== 'pending' || !row.checkout_url) throw fundraisingConflict(text.cardGiftClosed);
    return { token: row.token, checkoutUrl: row.checkout_url };
  }
}
