import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import type { AuthUser } from '../../common/auth';
import { createDataSource } from '../../database/data-source';
import { CourseEntity } from '../course/course.entity';
import { CourseService } from '../course/course.service';
import { EventAccessService } from '../event-team/event-access.service';
import { EventMemberRepository } from '../event-team/event-member.repository';
import { EventTeamService } from '../event-team/event-team.service';
import { ScoreDataService } from '../score/score-data.service';
import { ScoreRepository } from '../score/score.repository';
import { SubmittedCardRepository } from '../score/submitted-card.repository';
import { ScoreEntity } from '../score/score.entity';
import { TournamentEntity } from '../tournament/tournament.entity';
import { TournamentService } from '../tournament/tournament.service';
import { TeamLookup } from './team-lookup';
import { TeamEntity } from './team.entity';
import { TeamException, TeamExceptionCode } from './team.exception';
import { TeamProgressReader } from './team-progress.reader';
import { TeamReader } from './team.reader';
import { TeamRepository } from './team.repository';
import { StartsRepository } from './starts/starts.repository';
import { TeamService } from './team.service';
import { TeamTransaction } from './team-transaction';

const admin: AuthUser = { uid: 'admin-uid', email: 'admin@example.com', emailVerified: true, displayName: 'Admin' };

describe('TeamService invite codes (real PostgreSQL)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let tournamentId: string;

  function serviceDrawing(codes: string[]): TeamService {
    const courses = new CourseService(dataSource.getRepository(CourseEntity));
    const scores = new ScoreDataService(new ScoreRepository(dataSource.getRepository(ScoreEntity)), new SubmittedCardRepository(dataSource));
    const access = new EventAccessService(new EventTeamService(new EventMemberRepository(dataSource)));
    const tournaments = new TournamentService(dataSource.getRepository(TournamentEntity), courses, dataSource, access);
    const reader = new TeamReader(new TeamProgressReader(courses, scores), access);
    const repository = new TeamRepository();
    const lookup = new TeamLookup(tournaments, repository);
    return new TeamService(
      dataSource,
      new TeamTransaction(dataSource),
      reader,
      lookup,
      repository,
      () => codes.shift() ?? 'ZZZZZZ',
      access,
      new StartsRepository(),
    );
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await createDataSource(database.url).initialize();
    const tournament = await dataSource.getRepository(TournamentEntity).save({
      name: 'Codes Open',
      courseName: 'Nowhere',
      date: '2030-06-01',
      format: 'best-ball',
      holes: [],
      adminUserId: admin.uid,
      charityName: 'Charity',
      charityGoalCents: 100,
    });
    tournamentId = tournament.id;
    await dataSource.getRepository(TeamEntity).insert({ tournamentId, name: 'Taken', inviteCode: 'TAKEN2', startingHole: 1, currentHole: 1 });
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('draws again when a code is already taken, and writes only the team that got a free code', async () => {
    const team = await serviceDrawing(['TAKEN2', 'TAKEN2', 'FRESH3']).create(tournamentId, { name: 'New', startingHole: 1, players: [] }, admin);
    expect(team.inviteCode).toBe('FRESH3');
    expect(await dataSource.getRepository(TeamEntity).countBy({ tournamentId })).toBe(2);
  });

  it('gives up with a 409 after five taken codes, writing nothing', async () => {
    const failure = await serviceDrawing(Array(5).fill('TAKEN2'))
      .create(tournamentId, { name: 'Unlucky', startingHole: 1, players: [{ name: 'A', email: null, handicap: 1, position: 1 }] }, admin)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TeamException);
    expect((failure as TeamException).code).toBe(TeamExceptionCode.InviteCodeExhausted);
    expect((failure as TeamException).httpStatus).toBe(409);
    expect(await dataSource.getRepository(TeamEntity).countBy({ name: 'Unlucky' })).toBe(0);
  });
});
