import { Injectable } from '@nestjs/common';
import {
  type CharityUpdateResponse,
  centsToDollars,
  dollarsToCents,
  type UpdateCharityGoalInput,
  type UpdateCharityPaypalInput,
  type UpdateCharityRaisedInput,
} from '@fairway/contracts';
import { milestonesCrossed } from '@fairway/golf';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { assertTournamentAdmin } from '../tournament/tournament-admin';
import { toTournamentResponse } from '../tournament/tournament-response';
import { TournamentEntity } from '../tournament/tournament.entity';
import { charityTournamentNotFound } from './charity.exception';

/** Applies one charity change and returns the milestones (dollars) it crossed. */
type CharityChange = (tournament: TournamentEntity) => number[];

@Injectable()
export class CharityService {
  constructor(private readonly dataSource: DataSource) {}

  updateGoal(id: string, { charityGoal }: UpdateCharityGoalInput, user: AuthUser): Promise<CharityUpdateResponse> {
    return this.change(id, user, (tournament) => {
      tournament.charityGoalCents = dollarsToCents(charityGoal);
      return [];
    });
  }

  updateRaised(id: string, { charityRaised }: UpdateCharityRaisedInput, user: AuthUser): Promise<CharityUpdateResponse> {
    return this.change(id, user, (tournament) => {
      const previousRaised = centsToDollars(tournament.charityRaisedCents);
      tournament.charityRaisedCents = dollarsToCents(charityRaised);
      return milestonesCrossed(previousRaised, charityRaised);
    });
  }

  updatePaypalLink(id: string, { charityPaypalLink }: UpdateCharityPaypalInput, user: AuthUser): Promise<CharityUpdateResponse> {
    return this.change(id, user, (tournament) => {
      tournament.charityPaypalLink = charityPaypalLink;
      return [];
    });
  }

  // The row is locked while it changes, so two admins raising the amount at once each see the other's
  // value as "previous" and a milestone is reported exactly once.
  private change(id: string, user: AuthUser, apply: CharityChange): Promise<CharityUpdateResponse> {
    return this.dataSource.transaction(async (manager) => {
      const tournament = await manager.findOne(TournamentEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!tournament) throw charityTournamentNotFound();
      assertTournamentAdmin(user, tournament, 'change the charity fields');
      const crossed = apply(tournament);
      const saved = await manager.save(tournament);
      return { ...toTournamentResponse(saved), milestonesCrossed: crossed };
    });
  }
}
