import { DataSource } from 'typeorm';
import { createDataSourceOptions } from '../src/database/data-source';
import { CharityLedger1795910000000 } from '../src/database/migrations/1795910000000-charity-ledger';
import { migrations } from '../src/database/migrations';
import { createTestDatabase, type TestDatabase } from './support/test-database';

describe('the ledger migration turns each stored amount raised into an opening adjustment', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The test database comes migrated: step back to before the ledger, as an existing deployment is (the
    // later migrations first: their tables and columns may refer to the ledger's).
    dataSource = await new DataSource({ ...createDataSourceOptions(database.url), migrations, migrationsRun: false }).initialize();
    const runner = dataSource.createQueryRunner();
    for (const Migration of migrations.slice(migrations.indexOf(CharityLedger1795910000000)).reverse()) await new Migration().down(runner);
    await runner.release();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('keeps every raised amount as the sum of received entries, and records none for zero', async () => {
    const insert = (name: string, raisedCents: number) =>
      dataSource.query(
        `INSERT INTO tournaments (name, course_name, date, format, admin_user_id, charity_name, charity_goal_cents, charity_raised_cents)
         VALUES ($1, 'Links', '2026-06-01', 'scramble', 'admin-uid', 'Kids', 500000, $2) RETURNING id`,
        [name, raisedCents],
      );
    const [[rich], [empty]] = await Promise.all([insert('Rich Open', 260_050), insert('New Open', 0)]);
    const runner = dataSource.createQueryRunner();
    await new CharityLedger1795910000000().up(runner);
    await runner.release();

    const entries = await dataSource.query('SELECT tournament_id, kind, amount_cents::int AS cents, state FROM ledger_entries ORDER BY amount_cents');
    expect(entries).toEqual([{ tournament_id: rich.id, kind: 'adjustment', cents: 260_050, state: 'received' }]);
    const sums = await dataSource.query(
      `SELECT t.id, t.charity_raised_cents::int AS raised, COALESCE(SUM(e.amount_cents) FILTER (WHERE e.state = 'received'), 0)::int AS ledger
       FROM tournaments t LEFT JOIN ledger_entries e ON e.tournament_id = t.id GROUP BY t.id`,
    );
    for (const row of sums) expect(row.ledger).toBe(row.raised);
    expect(sums.map((row: { id: string }) => row.id).sort()).toEqual([rich.id, empty.id].sort());
    const [trail] = await dataSource.query('SELECT action FROM ledger_history');
    expect(trail).toEqual({ action: 'recorded' });
  });
});
