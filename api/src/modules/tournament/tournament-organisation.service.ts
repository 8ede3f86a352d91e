import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { messages, type TournamentRecord } from '@fairway/contracts';
import { type EntityManager, In, IsNull, Repository } from 'typeorm';
import { markLiveChange } from '../../common/live-changes/live-change';
import { RequestValidationException } from '../../common/errors/request-validation.exception';
import { TournamentEntity } from './tournament.entity';
import { tournamentNotFound } from './tournament.exception';
import { toTournamentRecord } from './tournament.mapper';
import { statusForDate } from './tournament-status';
import { calendarDateInZone } from '@fairway/contracts';

/** A tournament with the organisation it belongs to and the event it was cloned from. */
export type OrganisedTournament = TournamentRecord & { organisationId: string | null; clonedFrom: string | null };

const organised = (entity: TournamentEntity): OrganisedTournament => ({
  ...toTournamentRecord(entity),
  organisationId: entity.organisationId,
  clonedFrom: entity.clonedFrom,
});

/**
 * The tournaments' side of organisations: which organisation runs each one, and next year's tournament made
 * from last year's settings (the tournament row; each module copies its own tables in the same transaction).
 */
@Injectable()
export class TournamentOrganisationService {
  constructor(@InjectRepository(TournamentEntity) private readonly tournaments: Repository<TournamentEntity>) {}

  async get(id: string, manager: EntityManager = this.tournaments.manager): Promise<OrganisedTournament> {
    const tournament = await manager.findOneBy(TournamentEntity, { id });
    if (!tournament) throw tournamentNotFound();
    return organised(tournament);
  }

  /** The organisations' tournaments, newest date first. */
  async inOrganisations(organisationIds: readonly string[]): Promise<OrganisedTournament[]> {
    if (organisationIds.length === 0) return [];
    const rows = await this.tournaments.find({ where: { organisationId: In([...organisationIds]) }, order: { date: 'DESC', createdAt: 'DESC', id: 'ASC' } });
    return rows.map(organised);
  }

  /** Gives a tournament without an organisation to one; false when it already had one. */
  async attach(tournamentId: string, organisationId: string, manager: EntityManager = this.tournaments.manager): Promise<boolean> {
    const result = await manager.update(TournamentEntity, { id: tournamentId, organisationId: IsNull() }, { organisationId });
    if (result.affected) markLiveChange(manager, { kind: 'tournament', tournamentId });
    return !!result.affected;
  }

  /**
   * Next year's tournament: the source's course, format, allowances, tie-break, time zone and charity (its name
   * and goal; nothing raised), in the same organisation, owned by `ownerUid`. The date is not in the past at the venue.
   */
  async createClone(manager: EntityManager, sourceId: string, change: { name?: string; date: string }, ownerUid: string): Promise<OrganisedTournament> {
    const source = await manager.findOneBy(TournamentEntity, { id: sourceId });
    if (!source) throw tournamentNotFound();
    const today = calendarDateInZone(source.timeZone);
    if (change.date < today) throw new RequestValidationException([{ path: 'date', message: messages.tournament.dateInPast }]);
    const copy = manager.create(TournamentEntity, {
      name: change.name ?? source.name,
      courseName: source.courseName,
      courseId: source.courseId,
      date: change.date,
      format: source.format,
      holes: source.holes,
      adminUserId: ownerUid,
      status: statusForDate(change.date, today),
      timeZone: source.timeZone,
      charityName: source.charityName,
      charityGoalCents: source.charityGoalCents,
      charityRaisedCents: 0,
      sponsors: [],
      charityPaypalLink: source.charityPaypalLink,
      tieBreak: source.tieBreak,
      handicapAllowances: source.handicapAllowances,
      organisationId: source.organisationId,
      clonedFrom: source.id,
    });
    const saved = await manager.save(copy);
    markLiveChange(manager, { kind: 'tournament', tournamentId: saved.id });
    return organised(saved);
  }
}
