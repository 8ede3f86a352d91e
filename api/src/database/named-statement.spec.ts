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
});
