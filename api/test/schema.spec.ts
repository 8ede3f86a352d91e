import { fundraisingTables } from './support/fundraising-tables';
import { registrationTables } from './support/registration-tables';
import { useTestDataSource } from './support/test-data-source';
import { ScoreEntity } from '../src/modules/score/score.entity';
import { PlayerEntity, TeamEntity } from '../src/modules/team/team.entity';
import { TournamentEntity } from '../src/modules/tournament/tournament.entity';
import { CourseEntity } from '../src/modules/course/course.entity';

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

const holes = Array.from({ length: 18 }, (_, index) => ({ number: index + 1, par: 4, yardage: 380, handicap: index + 1 }));

describe('database schema (initial migration, real PostgreSQL)', () => {
  const db = useTestDataSource();
  let inviteCounter = 0;

  async function createTournament(overrides: Partial<TournamentEntity> = {}) {
    return db.dataSource.getRepository(TournamentEntity).save({
      name: 'Spring Classic',
      courseName: 'Pebble Creek',
      date: '2026-03-01',
      format: 'best-ball',
      holes,
      adminUserId: 'admin-uid',
      status: 'upcoming',
      charityName: 'Junior Golf',
      charityGoalCents: 500_000,
      ...overrides,
    });
  }

  async function createTeamWithPlayer(tournamentId: string) {
    inviteCounter += 1;
    const team = await db.dataSource.getRepository(TeamEntity).save({
      tournamentId,
      name: `Team ${inviteCounter}`,
      inviteCode: `ABC${String(inviteCounter).padStart(3, '0')}`,
      startingHole: 1,
      currentHole: 1,
      players: [{ name: 'Ann', email: 'ann@example.com', handicap: 12.5, position: 1 }],
    });
    return { team, player: team.players[0] as PlayerEntity };
  }

  function scoreFor(tournamentId: string, teamId: string, playerId: string, hole: number, strokes: number) {
    return { tournamentId, teamId, playerId, hole, strokes, netScore: strokes - 12.5, isBest: true };
  }

  it('creates every table of the data model and records the migration', async () => {
    const tables = await db.dataSource.query<{ table_name: string }[]>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'");
    expect(tables.map((row) => row.table_name).sort()).toEqual(
      [
        'activity_items',
        'course_tees',
        'courses',
        'live_event_sequence',
        'match_pairings',
        'migrations',
        'players',
        'previous_field_invitations',
        'score_history',
        'scores',
        'submitted_cards',
        'teams',
        'tournaments',
        'ledger_history',
        ...fundraisingTables,
        ...registrationTables,
        'contests',
        'contest_stations',
        'contest_entries',
        'contest_audit',
        'skins_settings',
        'skins_entrants',
        'hidden_holes',
        'awards_ceremonies',
        'identity_signing_keys',
        'mail_outbox',
        'mail_suppressions',
        'payment_checkouts',
        'payment_events',
        'payment_refunds',
        'payment_test_sessions',
        'event_members',
        'organisations',
        'organisation_members',
        'auction_settings',
        'auction_items',
        'auction_bids',
        'auction_wins',
        'auction_fund_a_need',
        'auction_fund_a_need_gifts',
        'auction_checkouts',
        'auction_outbid_notices',
        'bidder_numbers',
        'start_plans',
        'field_messages',
        'message_reminders',
      ].sort(),
    );
    const applied = await db.dataSource.query<{ name: string }[]>('SELECT name FROM migrations');
    expect(applied.map((row) => row.name)).toEqual(db.dataSource.migrations.map((migration) => migration.name));
    expect(await db.dataSource.showMigrations()).toBe(false);
  });

  it('uses the agreed column types for dates, money, codes and lists', async () => {
    const columns = await db.dataSource.query<{ table_name: string; column_name: string; data_type: string }[]>(
      `SELECT table_name, column_name, data_type FROM information_schema.columns
       WHERE table_schema = 'public' AND (table_name, column_name) IN
         (('tournaments','date'), ('tournaments','charity_goal_cents'), ('tournaments','charity_raised_cents'),
          ('tournaments','sponsors'), ('tournaments','holes'), ('teams','invite_code'), ('players','handicap'),
          ('course_tees','holes'), ('players','checked_in_at'))`,
    );
    const typeOf = (table: string, column: string) => columns.find((row) => row.table_name === table && row.column_name === column)?.data_type;
    expect(typeOf('tournaments', 'date')).toBe('date');
    expect(typeOf('tournaments', 'charity_goal_cents')).toBe('bigint');
    expect(typeOf('tournaments', 'charity_raised_cents')).toBe('bigint');
    expect(typeOf('tournaments', 'sponsors')).toBe('ARRAY');
    expect(typeOf('tournaments', 'holes')).toBe('jsonb');
    expect(typeOf('course_tees', 'holes')).toBe('jsonb');
    expect(typeOf('teams', 'invite_code')).toBe('character');
    expect(typeOf('players', 'handicap')).toBe('numeric');
    expect(typeOf('players', 'checked_in_at')).toBe('timestamp with time zone');
  });

  it('keeps a tournament date as the calendar day and money and handicaps as numbers', async () => {
    const tournament = await createTournament({ date: '2026-12-31', charityGoalCents: 123_456_789, sponsors: ['Acme'] });
    const { player } = await createTeamWithPlayer(tournament.id);

    const [raw] = await db.dataSource.query<{ date: unknown }[]>('SELECT date FROM tournaments WHERE id = $1', [tournament.id]);
    const loaded = await db.dataSource.getRepository(TournamentEntity).findOneByOrFail({ id: tournament.id });
    const loadedPlayer = await db.dataSource.getRepository(PlayerEntity).findOneByOrFail({ id: player.id });

    expect(raw?.date).toBe('2026-12-31');
    expect(loaded).toMatchObject({ date: '2026-12-31', charityGoalCents: 123_456_789, charityRaisedCents: 0, sponsors: ['Acme'] });
    expect(loaded.holes).toEqual(holes);
    expect(loadedPlayer.handicap).toBe(12.5);
  });

  it('allows one score per tournament, team, player and hole', async () => {
    const tournament = await createTournament();
    const { team, player } = await createTeamWithPlayer(tournament.id);
    const scores = db.dataSource.getRepository(ScoreEntity);
    await scores.insert(scoreFor(tournament.id, team.id, player.id, 1, 4));

    const duplicate = await scores.insert(scoreFor(tournament.id, team.id, player.id, 1, 5)).catch((error: unknown) => error);

    expect(duplicate).toMatchObject({ code: UNIQUE_VIOLATION, constraint: 'scores_tournament_team_player_hole_key' });
    await scores.insert(scoreFor(tournament.id, team.id, player.id, 2, 5));
    expect(await scores.countBy({ playerId: player.id })).toBe(2);
  });

  it('lets a repeated score write replace the earlier one (upsert on the unique key)', async () => {
    const tournament = await createTournament();
    const { team, player } = await createTeamWithPlayer(tournament.id);
    const scores = db.dataSource.getRepository(ScoreEntity);
    const key = ['tournamentId', 'teamId', 'playerId', 'hole'];

    await scores.upsert(scoreFor(tournament.id, team.id, player.id, 7, 6), key);
    await scores.upsert(scoreFor(tournament.id, team.id, player.id, 7, 3), key);

    const stored = await scores.findBy({ playerId: player.id });
    expect(stored.map((score) => [score.hole, score.strokes, score.netScore])).toEqual([[7, 3, -9.5]]);
  });

  it('rejects strokes and holes outside the golf limits', async () => {
    const tournament = await createTournament();
    const { team, player } = await createTeamWithPlayer(tournament.id);
    const scores = db.dataSource.getRepository(ScoreEntity);

    await expect(scores.insert(scoreFor(tournament.id, team.id, player.id, 3, 13))).rejects.toMatchObject({ code: CHECK_VIOLATION });
    await expect(scores.insert(scoreFor(tournament.id, team.id, player.id, 19, 4))).rejects.toMatchObject({ code: CHECK_VIOLATION });
    await expect(scores.insert(scoreFor(tournament.id, team.id, player.id, 3, 0))).rejects.toMatchObject({ code: CHECK_VIOLATION });
  });

  it('keeps invite codes unique and one player per team position', async () => {
    const tournament = await createTournament();
    const { team } = await createTeamWithPlayer(tournament.id);
    const teams = db.dataSource.getRepository(TeamEntity);
    const players = db.dataSource.getRepository(PlayerEntity);

    await expect(teams.insert({ tournamentId: tournament.id, name: 'Copycats', inviteCode: team.inviteCode, currentHole: 1 })).rejects.toMatchObject({
      code: UNIQUE_VIOLATION,
      constraint: 'teams_invite_code_key',
    });
    await expect(players.insert({ teamId: team.id, name: 'Bob', position: 1, handicap: 10 })).rejects.toMatchObject({
      code: UNIQUE_VIOLATION,
      constraint: 'players_team_position_key',
    });
    await expect(players.insert({ teamId: team.id, name: 'Bob', position: 5, handicap: 10 })).rejects.toMatchObject({
      code: CHECK_VIOLATION,
    });
  });

  it('deletes teams, players and scores with their tournament', async () => {
    const tournament = await createTournament();
    const { team, player } = await createTeamWithPlayer(tournament.id);
    await db.dataSource.getRepository(ScoreEntity).insert(scoreFor(tournament.id, team.id, player.id, 1, 4));

    await db.dataSource.getRepository(TournamentEntity).delete({ id: tournament.id });

    expect(await db.dataSource.getRepository(TeamEntity).countBy({ tournamentId: tournament.id })).toBe(0);
    expect(await db.dataSource.getRepository(PlayerEntity).countBy({ teamId: team.id })).toBe(0);
    expect(await db.dataSource.getRepository(ScoreEntity).countBy({ tournamentId: tournament.id })).toBe(0);
  });

  it('stores courses with ordered tees whose holes are a jsonb list', async () => {
    const course = await db.dataSource.getRepository(CourseEntity).save({
      name: 'Pebble Creek',
      location: 'Monterey, CA',
      latitude: 36.57,
      longitude: -121.95,
      tees: [
        { sortOrder: 0, name: 'Blue', slope: 131, courseRating: 72.4, par: 72, holes },
        { sortOrder: 1, name: 'White', slope: 125, courseRating: 70.1, par: 72, holes },
      ],
    });

    const loaded = await db.dataSource
      .getRepository(CourseEntity)
      .findOneOrFail({ where: { id: course.id }, relations: { tees: true }, order: { tees: { sortOrder: 'ASC' } } });

    expect(loaded.tees.map((tee) => [tee.name, tee.courseRating, tee.holes.length])).toEqual([
      ['Blue', 72.4, 18],
      ['White', 70.1, 18],
    ]);
  });
});
