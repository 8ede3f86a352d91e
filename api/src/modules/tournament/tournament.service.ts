import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  calendarDateInZone,
  type Caller,
  type CreateTournamentInput,
  localCalendarDate,
  messages,
  type PublicTournament,
  type TournamentRecord,
  type TournamentsQuery,
  type UpdateTournamentInput,
} from '@fairway/contracts';
import { dollarsToCents } from '@fairway/golf';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { type LiveChange, markLiveChange } from '../../common/live-changes/live-change';
import { courseHasNoHoles } from '../course/course.exception';
import { EventAccessService } from '../event-team/event-access.service';
import { type ChosenCourse, CourseService } from '../course/course.service';
import { toPublicTournament, toTournamentRecord } from './tournament.mapper';
import { statusForDate } from './tournament-status';
import { venueTimeZone } from '../course/venue-time-zone';
import { RequestValidationException } from '../../common/errors/request-validation.exception';
import { TournamentEntity } from './tournament.entity';
import { tournamentNotFound } from './tournament.exception';

type CourseChoice = Omit<ChosenCourse, 'courseId'> & { courseId: string | null };

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** The calendar date now at each row's venue, in SQL. */
const venueToday = '(now() AT TIME ZONE tournament.time_zone)::date';

/** What a change under the row lock tells screens: the tournament changed, or only its fundraising (the board stays). */
export type LockedChangeKind = 'tournament' | 'fundraising';

function lockedChange(kind: LockedChangeKind, tournament: TournamentEntity): LiveChange {
  return kind === 'fundraising'
    ? { kind, tournamentId: tournament.id, previousRaisedCents: tournament.charityRaisedCents }
    : { kind, tournamentId: tournament.id };
}

@Injectable()
export class TournamentService {
  constructor(
    @InjectRepository(TournamentEntity) private readonly tournaments: Repository<TournamentEntity>,
    private readonly courses: CourseService,
    private readonly dataSource: DataSource,
    private readonly access: EventAccessService,
  ) {}

  /** The server's calendar day (its TZ); a tournament's own day is todayAt(its timeZone). */
  today(): string {
    return localCalendarDate();
  }

  /** Today at a venue: creation status, the past-date check and the active list use the venue's day. */
  todayAt(timeZone: string): string {
    return calendarDateInZone(timeZone);
  }

  /** A page of every tournament, newest date first, and how many there are in all. */
  async list({ limit, offset }: TournamentsQuery): Promise<{ tournaments: TournamentRecord[]; total: number }> {
    const [tournaments, total] = await this.tournaments.findAndCount({ order: { date: 'DESC', createdAt: 'DESC', id: 'ASC' }, take: limit, skip: offset });
    return { tournaments: tournaments.map(toTournamentRecord), total };
  }

  /** Status 'active' (as the admin left it) and dated today: what the home page, scorecard and TV show. */
  async listActiveToday(): Promise<TournamentRecord[]> {
    const tournaments = await this.tournaments
      .createQueryBuilder('tournament')
      .where('tournament.status = :status', { status: 'active' })
      .andWhere(`tournament.date = ${venueToday}`)
      .orderBy('tournament.name', 'ASC')
      .addOrderBy('tournament.createdAt', 'ASC')
      .getMany();
    return tournaments.map(toTournamentRecord);
  }

  /**
   * "The" active tournament for screens that show one without being told which (the clubhouse TV, the
   * default weather location): status active, one dated today preferred, then the earliest created.
   */
  featuredActive(): Promise<TournamentEntity | null> {
    return this.tournaments
      .createQueryBuilder('tournament')
      .where('tournament.status = :status', { status: 'active' })
      .orderBy(`CASE WHEN tournament.date = ${venueToday} THEN 0 ELSE 1 END`, 'ASC')
      .addOrderBy('tournament.createdAt', 'ASC')
      .addOrderBy('tournament.id', 'ASC')
      .getOne();
  }

  /**
   * Changes a tournament under a row lock, so concurrent changes run one after the other and each sees
   * the other's result (two admins raising the charity total both cross a milestone at most once). `live` says
   * what screens are told.
   */
  changeLocked<T>(
    id: string,
    change: (tournament: TournamentEntity, manager: EntityManager) => T | Promise<T>,
    live: LockedChangeKind = 'tournament',
  ): Promise<{ tournament: TournamentRecord; result: T }> {
    return this.dataSource.transaction(async (manager) => {
      const { tournament, result } = await this.changeLockedIn(manager, id, change, live);
      return { tournament: toTournamentRecord(tournament), result };
    });
  }

  /** The same inside the caller's transaction (a payment's webhook): the row stays locked until that ends. */
  async changeLockedIn<T>(
    manager: EntityManager,
    id: string,
    change: (tournament: TournamentEntity, manager: EntityManager) => T | Promise<T>,
    live: LockedChangeKind = 'tournament',
  ): Promise<{ tournament: TournamentEntity; result: T }> {
    // NO KEY UPDATE, as the update itself takes: score writes, whose rows reference the tournament, go on meanwhile.
    const tournament = await manager.findOne(TournamentEntity, { where: { id }, lock: { mode: 'for_no_key_update' } });
    if (!tournament) throw tournamentNotFound();
    markLiveChange(manager, lockedChange(live, tournament));
    const result = await change(tournament, manager);
    return { tournament: await manager.save(tournament), result };
  }

  /** The featured active tournament (see featuredActive) as the API returns it. */
  async featuredActiveTournament(): Promise<TournamentRecord | null> {
    const tournament = await this.featuredActive();
    return tournament && toTournamentRecord(tournament);
  }

  /** What everyone may read of the tournament (what the live stream broadcasts), or null when there is none. */
  async findPublic(id: string): Promise<PublicTournament | null> {
    const tournament = await this.find(id);
    return tournament && toPublicTournament(tournament);
  }

  /** The tournament, or null when there is none with this id. */
  async find(id: string): Promise<TournamentRecord | null> {
    const tournament = await this.tournaments.findOneBy({ id });
    return tournament && toTournamentRecord(tournament);
  }

  async get(id: string): Promise<TournamentRecord> {
    return toTournamentRecord(await this.getEntity(id));
  }

  /**
   * The tournaments the caller owns (their uid, or their verified e-mail, as adminUserId) and those named by id
   * (where they hold a team role) and those of the organisations named (where they hold an organisation role), soonest first.
   */
  async ownedOrListed(
    user: Caller,
    ids: readonly string[],
    organisationIds: readonly string[] = [],
  ): Promise<Array<TournamentRecord & { organisationId: string | null }>> {
    const query = this.tournaments.createQueryBuilder('tournament').where('tournament.adminUserId = :uid', { uid: user.uid });
    if (user.emailVerified && user.email) query.orWhere('lower(tournament.adminUserId) = :email', { email: user.email.trim().toLowerCase() });
    if (ids.length > 0) query.orWhere('tournament.id IN (:...ids)', { ids });
    if (organisationIds.length > 0) query.orWhere('tournament.organisationId IN (:...organisationIds)', { organisationIds });
    const tournaments = await query.orderBy('tournament.date', 'ASC').addOrderBy('tournament.name', 'ASC').addOrderBy('tournament.id', 'ASC').getMany();
    return tournaments.map((tournament) => ({ ...toTournamentRecord(tournament), organisationId: tournament.organisationId }));
  }

  /** The tournament row; inside a transaction when given its manager. */
  async getEntity(id: string, manager: EntityManager = this.tournaments.manager): Promise<TournamentEntity> {
    const tournament = await manager.findOneBy(TournamentEntity, { id });
    if (!tournament) throw tournamentNotFound();
    return tournament;
  }

  async create(input: CreateTournamentInput, user: AuthUser): Promise<TournamentRecord> {
    const course = await this.chooseCourse(input);
    const timeZone = input.timeZone ?? venueTimeZone(await this.courses.findLocation(course.courseId, course.courseName));
    const today = this.todayAt(timeZone);
    if (input.date < today) throw new RequestValidationException([{ path: 'date', message: messages.tournament.dateInPast }]);
    const tournament = this.tournaments.create({
      name: input.name,
      courseName: course.courseName,
      courseId: course.courseId,
      date: input.date,
      format: input.format,
      holes: course.holes,
      adminUserId: user.uid,
      status: statusForDate(input.date, today),
      timeZone,
      charityName: input.charityName,
      charityGoalCents: dollarsToCents(input.charityGoal),
      charityRaisedCents: 0,
      sponsors: input.sponsors,
      charityPaypalLink: input.charityPaypalLink,
      tieBreak: input.tieBreak,
      handicapAllowances: input.handicapAllowances ?? null,
    });
    const saved = await this.tournaments.save(tournament);
    markLiveChange(this.tournaments.manager, { kind: 'tournament', tournamentId: saved.id });
    return toTournamentRecord(saved);
  }

  /** Under the row lock, like every tournament change, so concurrent edits of other fields are never lost. */
  async update(id: string, input: UpdateTournamentInput, user: AuthUser): Promise<TournamentRecord> {
    const { tournament } = await this.changeLocked(id, async (locked, manager) => {
      await this.access.require(user, locked, 'event.edit', 'edit this tournament', manager);
      if (input.course !== undefined) await this.changeCourse(locked, input.course);
      const { name, format, status, date, tieBreak, handicapAllowances, timeZone } = input;
      const changes = { name, format, status, date, tieBreak, handicapAllowances, timeZone };
      for (const [field, value] of Object.entries(changes)) {
        if (value !== undefined) Object.assign(locked, { [field]: value });
      }
    });
    return tournament;
  }

  /** Deletes the tournament with its teams, players and scores, all or nothing. */
  async remove(id: string, user: AuthUser): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const tournament = await manager.findOne(TournamentEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!tournament) throw tournamentNotFound();
      await this.access.require(user, tournament, 'event.delete', 'delete this tournament', manager);
      markLiveChange(manager, { kind: 'tournament', tournamentId: id, deleted: true });
      // Teams, players and scores go with it: their foreign keys cascade (see the initial migration).
      await manager.delete(TournamentEntity, { id });
    });
  }

  /** A catalogue course by id, else by name; a course outside the catalogue needs the client's 18 holes. */
  private async chooseCourse(input: CreateTournamentInput): Promise<CourseChoice> {
    if (input.courseId) return this.courses.chooseById(input.courseId);
    const byName = await this.courses.chooseByName(input.course);
    if (byName) return byName;
    if (input.holes.length > 0) return { courseId: null, courseName: input.course, holes: input.holes };
    throw courseHasNoHoles('course');
  }

  /** Renaming to the same course keeps its holes; another course must be in the catalogue. */
  private async changeCourse(tournament: TournamentEntity, course: string): Promise<void> {
    if (sameText(course, tournament.courseName)) return;
    const chosen = await this.courses.chooseByName(course);
    if (!chosen) throw courseHasNoHoles('course');
    const timeZone = venueTimeZone(await this.courses.findLocation(chosen.courseId, chosen.courseName));
    Object.assign(tournament, { courseId: chosen.courseId, courseName: chosen.courseName, holes: chosen.holes, timeZone });
  }
}
