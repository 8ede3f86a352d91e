import { Injectable } from '@nestjs/common';
import type { RegistrationConfirmation } from '@fairway/contracts/registration';
import { registrationMessages as text } from '@fairway/contracts/registration-messages';
import { centsToDollars, receiptFigures } from '@fairway/golf';
import { afterCommit } from '../../database/after-commit';
import { PaymentsService } from '../payments/payments.service';
import { TeamService } from '../team/team.service';
import { TournamentService } from '../tournament/tournament.service';
import { calendarFile } from '../../common/calendar/calendar-file';
import { registrationConflict, registrationNotFound } from './registration.exception';
import { toPriceLine } from './registration.mapper';
import { RegistrationLinks } from './registration-links';
import { RegistrationPlacesService } from './registration-places.service';
import { type RegistrationRow, RegistrationRepository } from './registration.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const withdrawable = new Set(['pending-payment', 'waitlisted', 'offered']);

/** What the holder of a registration's link (its unguessable token) may read and do: no account needed. */
@Injectable()
export class RegistrationOwnService {
  constructor(
    private readonly links: RegistrationLinks,
    private readonly registrations: RegistrationRepository,
    private readonly places: RegistrationPlacesService,
    private readonly payments: PaymentsService,
    private readonly teams: TeamService,
    private readonly tournaments: TournamentService,
  ) {}

  async read(token: string): Promise<RegistrationConfirmation> {
    return this.confirmation(await this.byToken(token));
  }

  async calendar(token: string): Promise<string> {
    const row = await this.byToken(token);
    const tournament = await this.tournaments.getEntity(row.tournament_id);
    const team = row.team_id ? await this.teams.registeredSummary(row.team_id) : null;
    const details = [team && `Team: ${team.name}`, team?.startingHole && `Starting hole: ${team.startingHole}`, `For ${tournament.charityName}`];
    return calendarFile({
      uid: `${row.id}@fairway-fund`,
      date: tournament.date,
      title: tournament.name,
      location: tournament.courseName,
      description: details.filter(Boolean).join('\n'),
      url: this.links.confirmation(row),
      stamp: new Date(),
    });
  }

  /**
   * The registrant gives up before paying: an open checkout (expired at the provider too), a waitlist place or
   * an offer. The place goes to the next in line. A paid registration is cancelled by the organiser.
   */
  async withdraw(token: string): Promise<RegistrationConfirmation> {
    const found = await this.byToken(token);
    const row = await this.places.locked(found.tournament_id, async (settings, manager) => {
      const current = (await this.registrations.find(found.tournament_id, found.id, manager))!;
      if (current.state === 'paid') throw registrationConflict(text.cancelPaidWithAdmin);
      if (!withdrawable.has(current.state)) throw registrationConflict(text.cannotCancel);
      const sessionId = current.state === 'pending-payment' ? current.checkout_session_id : null;
      if (sessionId) afterCommit(manager, () => void this.payments.cancel(sessionId).catch(() => undefined));
      const saved = await this.registrations.save(
        { ...current, state: 'cancelled', cancelled_at: new Date(), note: 'Cancelled by the registrant before paying' },
        manager,
      );
      await this.places.offerFreePlaces(settings, manager);
      return saved;
    });
    return this.confirmation(row);
  }

  private async byToken(token: string): Promise<RegistrationRow> {
    const row = await this.registrations.byToken(token);
    if (!row) throw registrationNotFound(text.registrationNotFound);
    return row;
  }

  private async confirmation(row: RegistrationRow): Promise<RegistrationConfirmation> {
    const tournament = await this.tournaments.getEntity(row.tournament_id);
    const team = row.team_id ? await this.teams.registeredSummary(row.team_id) : null;
    const paid = row.state === 'paid' || (row.state === 'refunded' && row.paid_at !== null);
    const figures = receiptFigures({ paidCents: row.total_cents - row.refunded_cents, fairMarketValueCents: row.fair_market_value_cents });
    const waiting = row.state === 'waitlisted' ? await this.registrations.waitlist(row.tournament_id) : [];
    return {
      tournamentId: row.tournament_id,
      tournamentName: tournament.name,
      date: tournament.date,
      courseName: tournament.courseName,
      state: row.state,
      kind: row.kind,
      teamName: team?.name ?? row.team_name,
      inviteCode: row.state === 'paid' ? (team?.inviteCode ?? null) : null,
      startingHole: team?.startingHole ?? null,
      lines: row.lines.map(toPriceLine),
      discount: centsToDollars(row.discount_cents),
      fee: centsToDollars(row.fee_cents),
      total: centsToDollars(row.total_cents),
      refunded: centsToDollars(row.refunded_cents),
      paidAt: iso(row.paid_at),
      holdExpiresAt: row.state === 'pending-payment' ? iso(row.hold_expires_at) : null,
      offerExpiresAt: row.state === 'offered' ? iso(row.offer_expires_at) : null,
      waitlistPosition: row.state === 'waitlisted' ? waiting.findIndex((candidate) => candidate.id === row.id) + 1 : null,
      receipt: paid
        ? {
            paid: centsToDollars(figures.paidCents),
            fairMarketValue: centsToDollars(figures.fairMarketValueCents),
            deductible: centsToDollars(figures.deductibleCents),
            charityName: tournament.charityName,
          }
        : null,
      note: row.note,
      calendarPath: `/api/registrations/${encodeURIComponent(row.token)}/calendar.ics`,
    };
  }
}
