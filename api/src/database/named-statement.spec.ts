import { NamedStatement, paramsOf, sqlPart } from './named-statement';

const teams = sqlPart({
  params: { teamIds: 'uuid[]' },
  text: ({ teamIds }) => `team_id = ANY(${teamIds})`,
  bind: (teamIds: readonly string[]) => ({ teamIds }),
});
const holes = sqlPart({
  params: { teamIds: 'uuid[]', holes: 'smallint[]' },
  text: ({ teamIds, holes: wanted }) => `team_id = ANY(${teamIds}) AND hole = ANY(${wanted})`,
  bind: ({ teamIds, holes: wanted }: { teamIds: readonly string[]; holes: readonly number[] }) => ({ teamIds, holes: wanted }),
});

describe('NamedStatement', () => {
  it('numbers each parameter once, however many parts name it, and binds values by name', () => {
    const statement = new NamedStatement('test', paramsOf(teams, holes), (refs) => `SELECT ${teams.text(refs)} OR ${holes.text(refs)}`);
    expect(statement.text).toBe('SELECT team_id = ANY($1::uuid[]) OR team_id = ANY($1::uuid[]) AND hole = ANY($2::smallint[])');
    expect(statement.values({ ...holes.bind({ teamIds: ['b'], holes: [3] }), ...teams.bind(['a']) })).toEqual([['a'], [3]]);
  });

  it('refuses two parts that give one parameter name two types', () => {
    const other = sqlPart({ params: { teamIds: 'text[]' }, text: () => '', bind: (teamIds: readonly string[]) => ({ teamIds }) });
    expect(() => paramsOf(teams, other)).toThrow('Parameter teamIds is uuid[] in one part and text[] in another');
  });

  it('casts each single value to its type and sends a jsonb value as its JSON text (a list would become a PostgreSQL array)', () => {
    const statement = new NamedStatement(
      'test-single',
      { id: 'uuid', note: 'text', cents: 'bigint', at: 'timestamptz', open: 'boolean', prizes: 'jsonb' },
      (refs) => `UPDATE t SET note = ${refs.note}, cents = ${refs.cents}, at = ${refs.at}, open = ${refs.open}, prizes = ${refs.prizes} WHERE id = ${refs.id}`,
    );
    expect(statement.text).toBe(
      'UPDATE t SET note = $2::text, cents = $3::bigint, at = $4::timestamptz, open = $5::boolean, prizes = $6::jsonb WHERE id = $1::uuid',
    );
    const at = new Date('2026-05-01T10:00:00Z');
    expect(statement.values({ id: 'a', note: null, cents: 250, at, open: true, prizes: [{ place: 1, prize: 'Cup' }] })).toEqual([
      'a',
      null,
      250,
      at,
      true,
      '[{"place":1,"prize":"Cup"}]',
    ]);
    expect(statement.values({ id: 'a', note: 'x', cents: '9007199254740993', at: null, open: false, prizes: null })[5]).toBeNull();
  });

  it('makes the same statement locking its rows, numbered as the original', () => {
    const read = new NamedStatement('test-read', { teamIds: 'uuid[]' }, ({ teamIds }) => `SELECT id FROM teams WHERE id = ANY(${teamIds})`);
    const locking = read.locking('FOR NO KEY UPDATE');
    expect(locking.name).toBe('test-read-locking');
    expect(locking.text).toBe('SELECT id FROM teams WHERE id = ANY($1::uuid[]) FOR NO KEY UPDATE');
    expect(locking.values({ teamIds: ['a'] })).toEqual([['a']]);
  });
});
