import { Inject, Injectable } from '@nestjs/common';
import { calendarDateInZone } from '@fairway/contracts';
import { registerPagePath } from '@fairway/contracts/remotes';
import type { OrganisationPeople, OrganisationPerson, PersonEvent } from '@fairway/contracts/organisation';
import type { AuthUser } from '../../common/auth';
import { csvText } from '../../common/csv/csv-cell';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';
import { FundraisingCopyService } from '../fundraising/clone/fundraising-copy.service';
import { TeamPeopleService } from '../team/team-people.service';
import { type OrganisedTournament, TournamentOrganisationService } from '../tournament/tournament-organisation.service';
import { OrganisationService } from './organisation.service';

const cents = (dollars: number) => Math.round(dollars * 100);
const emptyEvent = (tournamentId: string): PersonEvent => ({ tournamentId, played: false, teamName: null, given: 0, sponsored: null });

/**
 * The organisation's people across its events: players (teams) and givers (received money: gifts, card gifts,
 * sponsorships, registrations and add-ons paid with an e-mail), one person per e-mail whatever its case. For
 * the organisation's admins and event managers only: it carries e-mails.
 */
@Injectable()
export class OrganisationPeopleService {
  constructor(
    private readonly organisations: OrganisationService,
    private readonly tournaments: TournamentOrganisationService,
    private readonly teams: TeamPeopleService,
    private readonly fundraising: FundraisingCopyService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The latest event not yet past at its venue, with the address its invitations link to. */
  private nextEvent(events: readonly OrganisedTournament[]): OrganisationPeople['nextEvent'] {
    const upcoming = events.filter((event) => event.date >= calendarDateInZone(event.timeZone ?? 'UTC')).at(-1);
    if (!upcoming) return null;
    const origin = this.config.PUBLIC_BASE_URL ?? 'http://localhost:8080';
    return { id: upcoming.id, name: upcoming.name, date: upcoming.date, registrationLink: `${origin}${registerPagePath(upcoming.id)}` };
  }

  async people(id: string, user: AuthUser): Promise<OrganisationPeople> {
    await this.organisations.requireMember(id, user);
    const events = (await this.tournaments.inOrganisations([id])).reverse();
    const ids = events.map((event) => event.id);
    const [played, givers] = await Promise.all([this.teams.played(ids), this.fundraising.givers(ids)]);
    const people = new Map<string, { name: string; events: Map<string, PersonEvent> }>();
    const at = (email: string, name: string | null, tournamentId: string) => {
      const person = people.get(email) ?? { name: name ?? email, events: new Map() };
      if (person.name === email && name) person.name = name;
      people.set(email, person);
      const event = person.events.get(tournamentId) ?? emptyEvent(tournamentId);
      person.events.set(tournamentId, event);
      return event;
    };
    for (const row of played) Object.assign(at(row.email, row.name, row.tournamentId), { played: true, teamName: row.teamName });
    for (const row of givers) Object.assign(at(row.email, row.name, row.tournamentId), { given: row.given, sponsored: row.sponsored });
    const rows: OrganisationPerson[] = [...people.entries()].map(([email, person]) => {
      const each = ids.map((tournamentId) => person.events.get(tournamentId) ?? emptyEvent(tournamentId));
      const given = each.reduce((sum, event) => sum + cents(event.given), 0) / 100;
      return { email, name: person.name, played: each.filter((event) => event.played).length, given, events: each };
    });
    rows.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.email.localeCompare(b.email));
    return { events: events.map(({ id: eventId, name, date }) => ({ id: eventId, name, date })), people: rows, nextEvent: this.nextEvent(events) };
  }

  /**
   * One row per person (for a spreadsheet: sort, filter, mail-merge), two columns per event, oldest first, and the
   * next event's registration link on every row, so a mail-merge invites last year's people first.
   */
  async csv(id: string, user: AuthUser): Promise<string> {
    const { events, people, nextEvent } = await this.people(id, user);
    const header = [
      'Name',
      'E-mail',
      'Events played',
      'Total given',
      ...events.flatMap((event) => [`${event.date} ${event.name}: team`, `${event.date} ${event.name}: given`]),
      nextEvent ? `Register for ${nextEvent.name}` : 'Registration link',
    ];
    const rows = people.map((person) => [
      person.name,
      person.email,
      person.played,
      person.given.toFixed(2),
      ...person.events.flatMap((event) => [event.played ? (event.teamName ?? 'Played') : '', event.given ? event.given.toFixed(2) : '']),
      nextEvent?.registrationLink ?? '',
    ]);
    return csvText(header, rows);
  }
}
