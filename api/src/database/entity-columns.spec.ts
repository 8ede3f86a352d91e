import { ScoreEntity } from '../modules/score/score.entity';
import { TeamEntity } from '../modules/team/team.entity';
import { entityColumns, jsonObjectSql } from './entity-columns';

describe('entityColumns', () => {
  it("reads each property's column from the entity's decorators, inherited ones included", () => {
    expect(entityColumns(TeamEntity, { id: true, currentHole: true, updatedAt: true, name: true })).toEqual({
      id: 'id',
      currentHole: 'current_hole',
      updatedAt: 'updated_at',
      name: 'name',
    });
  });

  it('builds a json object keyed by property names', () => {
    const columns = entityColumns(ScoreEntity, { isBest: true, netScore: true });
    expect(jsonObjectSql(columns, 'score', { extra: '1' })).toBe("json_build_object('isBest', score.is_best, 'netScore', score.net_score, 'extra', 1)");
  });
});
