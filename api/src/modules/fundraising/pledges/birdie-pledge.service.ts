import { Injectable } from '@nestjs/common';
import type { BirdiePledge, BirdiePledgesResponse, CollectBirdiePledgeInput, CreateBirdiePledgeInput } from '@fairway/contracts/birdie-pledge';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { centsToDollars, dollarsToCents, pledgeDue, type TeamHoleStrokes, teamBirdies } from '@fairway/golf';
import type { AuthUser } from '../../../common/auth';
import { EventAccessService } from '../../event-team/event-access.service';
import { ScoreDataService } from '../../score/score-data.service';
import { TeamService } from '../../team/team.service';
import type { TournamentEntity } from '../../tournament/tournament.entity';
import { TournamentService } from '../../tournament/tournament.service';
import { fundraisingConflict, fundraisingNotFound } from '../fundraising.exception';
import { LedgerService } from '../ledger/ledger.service';
import { BirdiePledgeRepository, type PledgeRow } from './birdie-pledge.repository';

/**
 * Pledges of so much per birdie or better. What each comes to is computed from the live scores on every
 * read (nothing stored goes stale when a score is corrected); collecting records a pledge payment.
 */
@Injectable()
export class BirdiePledgeService {
  constructor(
    private readonly pledges: BirdiePledgeRepository,
    private readonly ledger: LedgerService,
    private readonly tournaments: TournamentService,
    private readonly teams: TeamService,
    private readonly scores: ScoreDataService,
    private readonly access: EventAccessService,
  ) {}

  async list(tournamentId: string, user: AuthUser | null): Promise<BirdiePledgesResponse> {
    const tournament = await this.tournaments.getEntity(tournamentId);
    const birdies = await this.birdiesByTeam(tournament);
    const admin = await this.access.can(user, tournament, 'field.contacts');
    const pledges = (await this.pledges.list(tournamentId)).map((row) => this.toPledge(row, birdies, admin));
    return { totalDue: pledges.reduce((sum, pledge) => Math.round((sum + pledge.due) * 100) / 100, 0), pledges };
  }

  /** A guest (no account) or the admin records a pledge; it is money only once collected. */
  async create(tournamentId: string, input: CreateBirdiePledgeInput, user: AuthUser | null): Promise<BirdiePledge> {
    const id = await this.ledger.change(tournamentId, null, async (change) => {
      await change.assertTeam(input.teamId);
      return this.pledges.insert(
        tournamentId,
        {
          id: input.pledgeId ?? null,
          donor_name: input.donorName,
          anonymous: input.anonymous,
          contact_email: input.contactEmail,
          team_id: input.teamId,
          cents_per_birdie: dollarsToCents(input.amountPerBirdie),
          cap_cents: input.cap === null ? null : dollarsToCents(input.cap),
          recorded_by: user?.uid ?? null,
        },
        change.manager,
      );
    });
    return this.one(tournamentId, id, user);
  }

  /** The amount due now becomes a received pledge-payment entry. */
  async collect(tournamentId: string, pledgeId: string, { method }: CollectBirdiePledgeInput, user: AuthUser): Promise<BirdiePledge> {
    await this.ledger.change(tournamentId, { user, permission: 'sales.record', action: 'collect pledges' }, async (change) => {
      const row = await this.pledges.find(tournamentId, pledgeId, change.manager);
      if (!row) throw fundraisingNotFound(fundraisingMessages.pledgeNotFound);
      if (row.ledger_entry_id) throw fundraisingConflict(fundraisingMessages.pledgeNotOpen);
      const { dueCents } = pledgeDue(this.asPledge(row), await this.birdiesByTeam(change.tournament));
      if (dueCents <= 0) throw fundraisingConflict(fundraisingMessages.pledgeNothingDue);
      const entry = await change.record({
        kind: 'pledge-payment',
        amountCents: dueCents,
        donorName: row.donor_name,
        anonymous: row.anonymous,
        contactEmail: row.contact_email,
        method,
        publicMessage: null,
        privateNote: 'Birdie pledge collected',
        teamId: row.team_id,
        private: false,
        state: 'received',
        idempotencyKey: null,
        recordedBy: user.uid,
      });
      await this.pledges.setPayment(row.id, entry.id, change.manager);
    });
    return this.one(tournamentId, pledgeId, user);
  }

  private async one(tournamentId: string, pledgeId: string, user: AuthUser | null): Promise<BirdiePledge> {
    const { pledges } = await this.list(tournamentId, user);
    return pledges.find((pledge) => pledge.id === pledgeId)!;
  }

  private async birdiesByTeam(tournament: TournamentEntity): Promise<Map<string, number>> {
    const [teams, strokes] = await Promise.all([this.teams.listWithPlayers(tournament.id), this.scores.strokesForTournament(tournament.id)]);
    const teamOfPlayer = new Map(teams.flatMap((team) => team.players.map((player) => [player.id, team.id] as const)));
    const scores: TeamHoleStrokes[] = strokes.flatMap((score) => {
      const teamId = teamOfPlayer.get(score.playerId);
      return teamId ? [{ teamId, hole: score.hole, strokes: score.strokes }] : [];
    });
    return teamBirdies(scores, tournament.holes);
  }

  private asPledge(row: PledgeRow) {
    return { centsPerBirdie: row.cents_per_birdie, teamId: row.team_id, capCents: row.cap_cents };
  }

  private toPledge(row: PledgeRow, birdies: ReadonlyMap<string, number>, admin: boolean): BirdiePledge {
    const due = pledgeDue(this.asPledge(row), birdies);
    return {
      id: row.id,
      donorName: row.anonymous ? null : row.donor_name,
      teamId: row.team_id,
      amountPerBirdie: centsToDollars(row.cents_per_birdie),
      cap: row.cap_cents === null ? null : centsToDollars(row.cap_cents),
      birdies: due.birdies,
      due: centsToDollars(row.collected_cents ?? due.dueCents),
      capped: due.capped,
      state: row.ledger_entry_id ? 'collected' : 'open',
      ledgerEntryId: row.ledger_entry_id,
      createdAt: new Date(row.created_at).toISOString(),
      ...(admin ? { contactEmail: row.contact_email, ...(row.anonymous ? { donorName: row.donor_name } : {}) } : {}),
    };
  }
}
