import { Injectable } from '@nestjs/common';
import {
  type CharityUpdateResponse,
  type RaisedByTeamResponse,
  type UpdateCharityGoalInput,
  type UpdateCharityPaypalInput,
  type UpdateCharityRaisedInput,
} from '@fairway/contracts';
import { centsToDollars, dollarsToCents, milestonesCrossed } from '@fairway/golf';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { TeamService } from '../team/team.service';
import { EventAccessService } from '../event-team/event-access.service';
import type { TournamentEntity } from '../tournament/tournament.entity';
import { type LockedChangeKind, TournamentService } from '../tournament/tournament.service';
import { LedgerRepository } from './ledger/ledger.repository';
import { LedgerService } from './ledger/ledger.service';

/** Applies one charity change and returns the milestones (dollars) it crossed. */
type CharityChange = (tournament: TournamentEntity, manager: EntityManager) => number[] | Promise<number[]>;

/** The cause: its goal, its PayPal link and its progress (raised, and raised per team). */
@Injectable()
export class CharityService {
  constructor(
    private readonly tournaments: TournamentService,
    private readonly ledger: LedgerService,
    private readonly entries: LedgerRepository,
    private readonly teams: TeamService,
    private readonly access: EventAccessService,
  ) {}

  updateGoal(id: string, { charityGoal }: UpdateCharityGoalInput, user: AuthUser): Promise<CharityUpdateResponse> {
    return this.change(id, user, 'fundraising', (tournament) => {
      tournament.charityGoalCents = dollarsToCents(charityGoal);
      return [];
    });
  }

  updateRaised(id: string, { charityRaised }: UpdateCharityRaisedInput, user: AuthUser): Promise<CharityUpdateResponse> {
    // The raised amount is the ledger's sum: setting it records an adjustment of the difference.
    return this.change(id, user, 'fundraising', async (tournament, manager) => {
      const previousRaised = centsToDollars(tournament.charityRaisedCents);
      await this.ledger.setRaised(this.ledger.changeFor(tournament, manager), dollarsToCents(charityRaised), user);
      return milestonesCrossed(previousRaised, charityRaised);
    });
  }

  // The link is not in the `charity` event: the whole tournament is told, so an open donate page shows the new one.
  updatePaypalLink(id: string, { charityPaypalLink }: UpdateCharityPaypalInput, user: AuthUser): Promise<CharityUpdateResponse> {
    return this.change(id, user, 'tournament', (tournament) => {
      tournament.charityPaypalLink = charityPaypalLink;
      return [];
    });
  }

  /** Received money credited to each team, largest first. */
  async raisedByTeam(tournamentId: string): Promise<RaisedByTeamResponse> {
    await this.tournaments.getEntity(tournamentId);
    const [totals, teams] = await Promise.all([this.entries.receivedByTeam(tournamentId), this.teams.listWithPlayers(tournamentId)]);
    const names = new Map(teams.map((team) => [team.id, team.name]));
    return totals
      .filter((total) => names.has(total.team_id))
      .map((total) => ({ teamId: total.team_id, teamName: names.get(total.team_id)!, raised: centsToDollars(total.cents) }));
  }

  // Under the tournament's row lock: each concurrent change sees the previous one's amount, so a milestone
  // is reported exactly once.
  private async change(id: string, user: AuthUser, live: LockedChangeKind, apply: CharityChange): Promise<CharityUpdateResponse> {
    const { tournament, result } = await this.tournaments.changeLocked(
      id,
      async (locked, manager) => {
        await this.access.require(user, locked, 'event.edit', 'change the charity fields', manager);
        return apply(locked, manager);
      },
      live,
    );
    return { ...tournament, milestonesCrossed: result };
  }
}
