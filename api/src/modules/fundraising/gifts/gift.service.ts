import { Injectable } from '@nestjs/common';
import type { CreateDonationInput, DonationResponse, DonorWallResponse } from '@fairway/contracts/gift';
import { limits } from '@fairway/contracts/limits';
import { dollarsToCents } from '@fairway/golf';
import { TournamentService } from '../../tournament/tournament.service';
import { LedgerRepository } from '../ledger/ledger.repository';
import { LedgerService } from '../ledger/ledger.service';
import { toPublicGift } from './gift.mapper';

/** Guests' gifts: each is a `donation` entry of the ledger, pledged until the organiser marks it received. */
@Injectable()
export class GiftService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly entries: LedgerRepository,
    private readonly tournaments: TournamentService,
  ) {}

  donate(tournamentId: string, input: CreateDonationInput, idempotencyKey: string | undefined): Promise<DonationResponse> {
    return this.ledger.change(tournamentId, null, async (change) => {
      await change.assertTeam(input.teamId);
      const row = await change.record({
        kind: 'donation',
        amountCents: dollarsToCents(input.amount),
        donorName: input.donorName,
        anonymous: input.anonymous,
        contactEmail: input.contactEmail,
        method: 'paypal',
        publicMessage: input.publicMessage,
        privateNote: null,
        teamId: input.teamId,
        private: false,
        state: 'pledged',
        idempotencyKey: idempotencyKey ?? input.entryId ?? null,
        recordedBy: null,
      });
      return { gift: toPublicGift(row), paypalLink: change.tournament.charityPaypalLink };
    });
  }

  async donorWall(tournamentId: string): Promise<DonorWallResponse> {
    const tournament = await this.tournaments.get(tournamentId);
    const [latest, largest] = await Promise.all([
      this.entries.publicGifts(tournamentId, 'latest', limits.donorWallSize),
      this.entries.publicGifts(tournamentId, 'largest', limits.donorWallSize),
    ]);
    return { raised: tournament.charityRaised, goal: tournament.charityGoal, latest: latest.map(toPublicGift), largest: largest.map(toPublicGift) };
  }
}
