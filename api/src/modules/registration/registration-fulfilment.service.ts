import { Injectable } from '@nestjs/common';
import { registrationConfirmationPath, teamInvitePath } from '@fairway/contracts/remotes';
import type { EntityManager } from 'typeorm';
import { AddOnService } from '../fundraising/add-ons/add-on.service';
import type { LedgerChange } from '../fundraising/ledger/ledger.service';
import { LedgerService } from '../fundraising/ledger/ledger.service';
import { SponsorService } from '../fundraising/sponsors/sponsor.service';
import { MailService } from '../mail/mail.service';
import { ScoreDataService } from '../score/score-data.service';
import { TeamService } from '../team/team.service';
import type { OrderLine, PlayerRecord } from './order';
import { registrationReceipt } from './registration-receipt';
import { type RegistrationRow, RegistrationRepository } from './registration.repository';
import type { SettingsRow } from './registration-settings.repository';

/** How the money came: the ledger's method, and who is named as having taken it. */
export interface Takings {
  method: 'card' | 'cash' | 'cheque' | 'complimentary';
  /** The admin's uid at the desk, or 'online payment'. */
  recordedBy: string;
}

const isEntry = (line: OrderLine) => line.kind === 'team-entry' || line.kind === 'single-player';

/** The player's handicap index from the registration's handicap question, if one was asked and answered. */
export function handicapOf(player: Pick<PlayerRecord, 'answers'>, settings: Pick<SettingsRow, 'player_questions'>): number | null {
  const question = settings.player_questions.find((candidate) => candidate.kind === 'handicap-index');
  const answer = question ? player.answers[question.id] : undefined;
  return typeof answer === 'number' ? answer : null;
}

/**
 * What paying a registration makes real, inside the transaction that records the payment: the team (with its
 * captain and named players, and an invite code for the rest), the money in the ledger (the entry fee, the
 * add-ons into the team's wallet, the sponsor package), and the e-mails. And its undoing when it is cancelled or
 * refunded.
 */
@Injectable()
export class RegistrationFulfilmentService {
  constructor(
    private readonly registrations: RegistrationRepository,
    private readonly teams: TeamService,
    private readonly ledger: LedgerService,
    private readonly sponsors: SponsorService,
    private readonly addOns: AddOnService,
    private readonly scores: ScoreDataService,
    private readonly mail: MailService,
  ) {}

  async fulfil(
    row: RegistrationRow,
    settings: SettingsRow,
    takings: Takings,
    manager: EntityManager,
    note: string | null = row.note,
  ): Promise<RegistrationRow> {
    const team =
      row.kind === 'team' && row.team_name
        ? await this.teams.createRegistered(manager, row.tournament_id, {
            name: row.team_name,
            players: row.players.map((player) => ({ name: player.name, email: player.email, handicap: handicapOf(player, settings) })),
            captainUserId: row.buyer_uid,
          })
        : null;
    const recorded = await this.ledger.changeIn(manager, row.tournament_id, (change) => this.recordMoney(change, row, team?.id ?? null, takings));
    const paid = await this.registrations.save(
      {
        ...row,
        state: 'paid',
        paid_at: new Date(),
        method: takings.method,
        team_id: team?.id ?? null,
        sponsor_id: recorded.sponsorId,
        ledger_entry_ids: recorded.entryIds,
        note,
      },
      manager,
    );
    await this.tellPaid(paid, team?.inviteCode ?? null, manager);
    return paid;
  }

  /**
   * Frees what a cancelled or wholly refunded registration took: its team leaves the field (kept, with a note,
   * once it has scores); with `voidMoney`, its ledger entries are voided with the reason and its sponsor removed.
   */
  async release(row: RegistrationRow, release: { reason: string; by: string; voidMoney: boolean }, manager: EntityManager): Promise<RegistrationRow> {
    const scored = row.team_id !== null && (await this.scores.strokesForTeams(row.tournament_id, [row.team_id], manager)).length > 0;
    if (row.team_id && !scored) await this.teams.removeRegistered(manager, row.tournament_id, row.team_id);
    if (release.voidMoney && (row.ledger_entry_ids.length > 0 || row.sponsor_id)) {
      await this.ledger.changeIn(manager, row.tournament_id, (change) => this.voidMoney(change, row, release));
    }
    return {
      ...row,
      team_id: scored ? row.team_id : null,
      sponsor_id: release.voidMoney ? null : row.sponsor_id,
      note: scored ? `${release.reason} (the team was kept: it has scores)` : release.reason,
    };
  }

  /** A part refunded: an adjustment of minus what the charity gives back (at most what the ledger holds of it), with the reason. */
  async adjustForRefund(row: RegistrationRow, refund: { cents: number; reason: string; by: string; key: string }, manager: EntityManager): Promise<string[]> {
    return this.ledger.changeIn(manager, row.tournament_id, async (change) => {
      const entries = await Promise.all(row.ledger_entry_ids.map((id) => change.find(id)));
      const held = entries.reduce((sum, entry) => sum + (entry && entry.state !== 'void' ? entry.amount_cents : 0), 0);
      const cents = Math.min(refund.cents, held);
      if (cents <= 0) return row.ledger_entry_ids;
      const entry = await change.record({
        kind: 'adjustment',
        amountCents: -cents,
        donorName: row.team_name ?? row.buyer_name,
        anonymous: false,
        contactEmail: row.buyer_email,
        method: row.method,
        publicMessage: null,
        privateNote: `Refund of registration ${row.id.slice(0, 8)}: ${refund.reason}`,
        teamId: row.team_id,
        private: true,
        state: 'received',
        idempotencyKey: refund.key,
        recordedBy: refund.by,
      });
      return [...new Set([...row.ledger_entry_ids, entry.id])];
    });
  }

  private async recordMoney(change: LedgerChange, row: RegistrationRow, teamId: string | null, takings: Takings) {
    const entryIds: string[] = [];
    const common = { anonymous: false, contactEmail: row.buyer_email, method: takings.method, publicMessage: null, state: 'received' as const };
    const entryCents = row.lines.filter(isEntry).reduce((sum, line) => sum + line.unitCents * line.quantity, 0) - row.discount_cents;
    if (entryCents > 0) {
      const names = row.lines.filter(isEntry).map((line) => line.name);
      const entry = await change.record({
        ...common,
        kind: 'entry-fee',
        amountCents: entryCents,
        donorName: row.team_name ?? row.players[0]?.name ?? row.buyer_name,
        privateNote: `Registration ${row.id.slice(0, 8)}: ${names.join(', ')}${row.promo_code ? ` (promo code ${row.promo_code})` : ''}`,
        teamId,
        private: false,
        idempotencyKey: `registration:${row.id}:entry`,
        recordedBy: takings.recordedBy,
      });
      entryIds.push(entry.id);
    }
    for (const line of row.lines.filter((candidate) => candidate.kind === 'add-on' && candidate.addOnId && teamId)) {
      const sale = {
        addOnId: line.addOnId!,
        quantity: line.quantity,
        teamId: teamId!,
        teamName: row.team_name ?? row.buyer_name,
        amountCents: line.unitCents * line.quantity,
        method: takings.method,
        recordedBy: takings.recordedBy,
        contactEmail: row.buyer_email,
        key: `registration:${row.id}:add-on:${line.productId}`,
      };
      entryIds.push(await this.addOns.sellWithRegistration(change, sale));
    }
    let sponsorId: string | null = null;
    for (const line of row.lines.filter((candidate) => candidate.kind === 'sponsor-package' && candidate.sponsorTierId)) {
      const sold = await this.sponsors.sellPackage(change, {
        tierId: line.sponsorTierId!,
        name: row.sponsor_name ?? row.buyer_name,
        amountCents: line.unitCents,
        method: takings.method,
        withHole: line.includesHole,
        recordedBy: takings.recordedBy,
        contactEmail: row.buyer_email,
      });
      sponsorId = sold.sponsorId;
    }
    return { entryIds, sponsorId };
  }

  private async voidMoney(change: LedgerChange, row: RegistrationRow, release: { reason: string; by: string }): Promise<void> {
    const entries = (await Promise.all(row.ledger_entry_ids.map((id) => change.find(id)))).filter((entry) => entry && entry.state !== 'void');
    // Refund adjustments (below 0) first, so raised never dips below $0 on the way.
    entries.sort((a, b) => a!.amount_cents - b!.amount_cents);
    for (const entry of entries) await change.voidEntry(entry!.id, release.reason, release.by);
    if (row.sponsor_id) await this.sponsors.withdrawPackage(change, row.sponsor_id, release.reason, release.by);
  }

  private async tellPaid(row: RegistrationRow, inviteCode: string | null, manager: EntityManager): Promise<void> {
    if (!row.buyer_email) return;
    const team = row.team_id ? await this.teams.registeredSummary(row.team_id, manager) : null;
    await this.mail.enqueue(manager, {
      tournamentId: row.tournament_id,
      to: row.buyer_email,
      template: 'registration-confirmation',
      data: {
        recipientName: row.buyer_name,
        teamName: row.team_name,
        inviteCode,
        startingHole: team?.startingHole ?? null,
        confirmationPath: registrationConfirmationPath(row.tournament_id, row.token),
        receipt: registrationReceipt(row),
      },
      dedupeKey: `registration-confirmation:${row.id}`,
    });
    if (!inviteCode || !row.team_name) return;
    const [captain, ...teammates] = row.players;
    for (const [index, teammate] of teammates.entries()) {
      if (!teammate.email) continue;
      await this.mail.enqueue(manager, {
        tournamentId: row.tournament_id,
        to: teammate.email,
        template: 'captain-invite',
        data: {
          recipientName: teammate.name,
          captainName: captain?.name ?? row.buyer_name,
          teamName: row.team_name,
          inviteCode,
          invitePath: teamInvitePath(row.tournament_id, inviteCode),
        },
        dedupeKey: `captain-invite:${row.id}:${index + 1}`,
      });
    }
  }
}
