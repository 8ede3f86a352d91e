import { randomBytes, randomInt } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DataSource, type DeepPartial } from 'typeorm';
import { courseCatalogue } from '../../src/database/seeds/course-catalogue';
import { PlayerEntity, TeamEntity } from '../../src/modules/team/team.entity';
import { TournamentEntity } from '../../src/modules/tournament/tournament.entity';
import { startTestApp, type TestApp } from './test-app';
import { signUpTestUser, type TestUser } from './test-users';
import { serverTimeZone } from '../../src/modules/course/venue-time-zone';

/** Holes of a real course (Pebble Beach, first tee): number, par, yardage, handicap. */
export function catalogueHoles() {
  const tee = courseCatalogue[0]!.tees[0]!;
  return tee.holes.map(({ number, par, yardage, handicap }) => ({ number, par, yardage, handicap }));
}

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

const codeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 36^6 codes (hex gave 16^6, and a suite with hundreds of teams drew the same one twice). */
function freshInviteCode(): string {
  return Array.from({ length: 6 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');
}

/**
 * Rows written straight to the database, so a module's tests can set up the state they need without
 * depending on another module's endpoints. Tests of an endpoint itself always go through HTTP.
 */
export function fixtures(app: INestApplication) {
  return rowFixtures(app.get(DataSource));
}

/** The same fixtures on a data source without the app (a repository's own tests). */
export function rowFixtures(dataSource: DataSource) {
  async function tournament(overrides: DeepPartial<TournamentEntity> & { adminUserId: string }) {
    const repository = dataSource.getRepository(TournamentEntity);
    return repository.save(
      repository.create({
        name: 'Spring Charity Classic',
        courseName: courseCatalogue[0]!.name,
        date: todayIso(),
        format: 'best-ball',
        holes: catalogueHoles(),
        status: 'active',
        charityName: 'Junior Golf Foundation',
        charityGoalCents: 500_000,
        charityRaisedCents: 0,
        sponsors: [],
        charityPaypalLink: null,
        // Fixtures are dated by this machine's calendar (todayIso), so their venue day is this machine's too.
        timeZone: serverTimeZone(),
        ...overrides,
      }),
    );
  }

  async function team(tournamentId: string, players: Array<DeepPartial<PlayerEntity>> = [], overrides: DeepPartial<TeamEntity> = {}) {
    const repository = dataSource.getRepository(TeamEntity);
    const saved = await repository.save(
      repository.create({
        tournamentId,
        name: `Team ${randomBytes(2).toString('hex')}`,
        inviteCode: freshInviteCode(),
        startingHole: 1,
        currentHole: 1,
        ...overrides,
        players: players.map((player, index) => ({ name: `Player ${index + 1}`, email: null, handicap: 18, position: index + 1, ...player })),
      }),
    );
    return repository.findOneOrFail({ where: { id: saved.id }, relations: { players: true } });
  }

  /** An accepted member of the tournament's event team with `role`, as an invitation accepted by that account leaves it. */
  async function eventMember(tournamentId: string, user: { uid: string; email: string }, role: string) {
    await dataSource.query(`INSERT INTO event_members (tournament_id, role, status, user_id, email, accepted_at) VALUES ($1, $2, 'active', $3, $4, now())`, [
      tournamentId,
      role,
      user.uid,
      user.email,
    ]);
  }

  return { dataSource, tournament, team, eventMember };
}

export type Fixtures = ReturnType<typeof fixtures>;

/**
 * The API on its own database for one describe block, with its fixtures and a signed-up user per name:
 * read `suite.testApp` and `suite.setup` inside the tests (they exist once beforeAll has run). Each user
 * object is filled in place by that beforeAll, so the block may destructure `suite.users` at its top.
 */
export function appWithFixtures<const Name extends string = never>(
  ...userNames: Name[]
): { readonly testApp: TestApp; readonly setup: Fixtures; readonly users: Readonly<Record<Name, TestUser>> } {
  const users = Object.fromEntries(userNames.map((name) => [name, {} as TestUser])) as Record<Name, TestUser>;
  const suite = { users } as { testApp: TestApp; setup: Fixtures; users: Record<Name, TestUser> };
  beforeAll(async () => {
    suite.testApp = await startTestApp();
    suite.setup = fixtures(suite.testApp.app);
    const signedUp = await Promise.all(userNames.map((name) => signUpTestUser(name)));
    userNames.forEach((name, index) => Object.assign(users[name], signedUp[index]));
  });
  afterAll(() => suite.testApp?.close());
  return suite;
}
