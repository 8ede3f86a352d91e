import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type CreateTournamentInput,
  dollarsToCents,
  localCalendarDate,
  type Tournament,
  type UpdateTournamentInput,
} from '@fairway/contracts';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { courseHasNoHoles } from '../course/course.exception';
import { type ChosenCourse, CourseService } from '../course/course.service';
import { ScoreEntity } from '../score/score.entity';
import { PlayerEntity, TeamEntity } from '../team/team.entity';
import { assertTournamentAdmin } from './tournament-admin';
import { toTournamentResponse } from './tournament-response';
import { statusForDate } from './tournament-status';
import { TournamentEntity } from './tournament.entity';
import { tournamentNotFound } from './tournament.exception';

type CourseChoice = Omit<ChosenCourse, 'courseId'> & { courseId: string | null };

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

@Injectable()
export class TournamentService {
  constructor(
    @InjectRepository(TournamentEntity) private readonly tournaments: Repository<TournamentEntity>,
    private readonly courses: CourseService,
    private readonly dataSource: DataSource,
  ) {}

  /** The server's calendar day (its TZ): creation status and "active today" are judged against it. */
  today(): string {
    return localCalendarDate();
  }

  async list(): Promise<Tournament[]> {
    const tournaments = await this.tournaments.find({ order: { date: 'DESC', createdAt: 'DESC' } });
    return tournaments.map(toTournamentResponse);
  }

  /** Status 'active' (as the admin left it) and dated today: what the home page, scorecard and TV show. */
  async listActiveToday(): Promise<Tournament[]> {
    const tournaments = await this.tournaments.find({
      where: { status: 'active', date: this.today() },
      order: { name: 'ASC', createdAt: 'ASC' },
    });
    return tournaments.map(toTournamentResponse);
  }

  async get(id: string): Promise<Tournament> {
    return toTournamentResponse(await this.getEntity(id));
  }

  async getEntity(id: string): Promise<TournamentEntity> {
    const tournament = await this.tournaments.findOneBy({ id });
    if (!tournament) throw tournamentNotFound();
    return tournament;
  }

  async create(input: CreateTournamentInput, user: AuthUser): Promise<Tournament> {
    const course = await this.chooseCourse(input);
    const tournament = this.tournaments.create({
      name: input.name,
      courseName: course.courseName,
      courseId: course.courseId,
      date: input.date,
      format: input.format,
      holes: course.holes,
      adminUserId: user.uid,
      status: statusForDate(input.date, this.today()),
      charityName: input.charityName,
      charityGoalCents: dollarsToCents(input.charityGoal),
      charityRaisedCents: 0,
      sponsors: input.sponsors,
      charityPaypalLink: input.charityPaypalLink,
      tieBreak: input.tieBreak,
      handicapAllowances: input.handicapAllowances ?? null,
    });
    return toTournamentResponse(await this.tournaments.save(tournament));
  }

  async update(id: string, input: UpdateTournamentInput, user: AuthUser): Promise<Tournament> {
    const tournament = await this.getEntity(id);
    assertTournamentAdmin(user, tournament, 'edit this tournament');
    if (input.course !== undefined) await this.changeCourse(tournament, input.course);
    const { name, format, status, date, tieBreak, handicapAllowances } = input;
    const changes = { name, format, status, date, tieBreak, handicapAllowances };
    for (const [field, value] of Object.entries(changes)) {
      if (value !== undefined) Object.assign(tournament, { [field]: value });
    }
    return toTournamentResponse(await this.tournaments.save(tournament));
  }

  /** Deletes the tournament with its teams, players and scores, all or nothing. */
  async remove(id: string, user: AuthUser): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const tournament = await manager.findOne(TournamentEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!tournament) throw tournamentNotFound();
      assertTournamentAdmin(user, tournament, 'delete this tournament');
      await deleteTournamentRows(manager, id);
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
    Object.assign(tournament, { courseId: chosen.courseId, courseName: chosen.courseName, holes: chosen.holes });
  }
}

async function deleteTournamentRows(manager: EntityManager, tournamentId: string): Promise<void> {
  await manager.delete(ScoreEntity, { tournamentId });
  await manager
    .createQueryBuilder()
    .delete()
    .from(PlayerEntity)
    .where('team_id IN (SELECT id FROM teams WHERE tournament_id = :tournamentId)', { tournamentId })
    .execute();
  await manager.delete(TeamEntity, { tournamentId });
  await manager.delete(TournamentEntity, { id: tournamentId });
}
