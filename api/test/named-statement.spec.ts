import { NamedStatement } from '../src/database/named-statement';
import { useTestDataSource } from './support/test-data-source';

// NamedStatement on real PostgreSQL: what every repository's statements rely on.
describe('NamedStatement (real PostgreSQL)', () => {
  const db = useTestDataSource();

  const CREATE = new NamedStatement<Record<string, never>, never>(
    'test-create',
    {},
    () => 'CREATE TEMP TABLE IF NOT EXISTS named_statement_test (id int PRIMARY KEY, note text, cents bigint, prizes jsonb, at timestamptz)',
  );
  const INSERT = new NamedStatement<{ id: 'integer'; note: 'text'; cents: 'bigint'; prizes: 'jsonb'; at: 'timestamptz' }, { id: number }>(
    'test-insert',
    { id: 'integer', note: 'text', cents: 'bigint', prizes: 'jsonb', at: 'timestamptz' },
    (refs) => `INSERT INTO named_statement_test VALUES (${refs.id}, ${refs.note}, ${refs.cents}, ${refs.prizes}, ${refs.at}) RETURNING id`,
  );
  const READ = new NamedStatement<{ ids: 'integer[]' }, { id: number; note: string | null; prizes: unknown; at: Date }>(
    'test-read',
    { ids: 'integer[]' },
    ({ ids }) => `SELECT id, note, prizes, at FROM named_statement_test WHERE id = ANY(${ids}) ORDER BY id`,
  );
  const CLEAR_NOTES = new NamedStatement<{ ids: 'integer[]' }, never>(
    'test-clear',
    { ids: 'integer[]' },
    ({ ids }) => `UPDATE named_statement_test SET note = NULL WHERE id = ANY(${ids})`,
  );

  it('answers every row (a write its RETURNING rows), how many rows a write changed, and a jsonb list as the list', async () => {
    await db.dataSource.transaction(async (manager) => {
      await CREATE.run(manager, {});
      const at = new Date('2026-05-01T10:00:00.000Z');
      const prizes = [{ place: 1, prize: 'Cup' }];
      expect(await INSERT.rows(manager, { id: 1, note: 'first', cents: '9007199254740993', prizes, at })).toEqual([{ id: 1 }]);
      await INSERT.run(manager, { id: 2, note: null, cents: 5, prizes: null, at: at.toISOString() });
      expect(await READ.rows(manager, { ids: [1, 2, 3] })).toEqual([
        { id: 1, note: 'first', prizes, at },
        { id: 2, note: null, prizes: null, at },
      ]);
      // An UPDATE answers no rows, however the driver reports it, and says how many rows it changed.
      expect(await CLEAR_NOTES.run(manager, { ids: [1, 2] })).toEqual({ rows: [], affected: 2 });
      expect(await CLEAR_NOTES.run(manager, { ids: [] })).toEqual({ rows: [], affected: 0 });
    });
  });
});
