import type { DataSource, EntityManager } from 'typeorm';
import { rowFixtures } from '../../../test/support/fixtures';
import { useTestDataSource } from '../../../test/support/test-data-source';
import { PlayerEntity, TeamEntity } from './team.entity';
import { TeamRepository } from './team.repository';

describe('TeamRepository (real PostgreSQL)', () => {
  const db = useTestDataSource();
  const repository = new TeamRepository();

  async function twoTeams(): Promise<[string, string]> {
    const setup = rowFixtures(db.dataSource);
    const tournament = await setup.tournament({ adminUserId: 'admin-uid' });
    const teams = [await setup.team(tournament.id), await setup.team(tournament.id)];
    return [teams[0]!.id, teams[1]!.id];
  }

  /** Whether another connection could lock the team's row right now. */
  async function lockableElsewhere(dataSource: DataSource, teamId: string): Promise<boolean> {
    return dataSource.transaction(async (manager: EntityManager) => {
      try {
        await manager.createQueryBuilder(TeamEntity, 'team').setLock('for_no_key_update').setOnLocked('nowait').where('team.id = :teamId', { teamId }).getOne();
        return true;
      } catch {
        return false;
      }
    });
  }

  it('locks the teams a score write names until its transaction ends, and only those', async () => {
    const [locked, free] = await twoTeams();
    const runner = db.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      await repository.lockForScoring(runner.manager, [locked]);
      expect(await lockableElsewhere(db.dataSource, locked)).toBe(false);
      expect(await lockableElsewhere(db.dataSource, free)).toBe(true);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    expect(await lockableElsewhere(db.dataSource, locked)).toBe(true);
  });

  it('lets a roster swap positions once the position check waits for the commit', async () => {
    const [teamId] = await twoTeams();
    const players = db.dataSource.getRepository(PlayerEntity);
    const [ann, bob] = await players.save([
      { teamId, name: 'Ann', email: null, handicap: 1, position: 1 },
      { teamId, name: 'Bob', email: null, handicap: 2, position: 2 },
    ]);
    const swap = (manager: EntityManager) =>
      manager.update(PlayerEntity, ann!.id, { position: 2 }).then(() => manager.update(PlayerEntity, bob!.id, { position: 1 }));

    await expect(db.dataSource.transaction(swap)).rejects.toThrow(/players_team_position_key/);
    await db.dataSource.transaction(async (manager) => {
      await repository.deferPositionCheck(manager);
      await swap(manager);
    });

    const positions = await players.find({ where: { teamId }, order: { position: 'ASC' } });
    expect(positions.map((player) => player.name)).toEqual(['Bob', 'Ann']);
  });

  it('raises the revision of one team, or of every team of a tournament', async () => {
    const [ayes, bees] = await twoTeams();
    const revisions = async () => {
      const teams = await db.dataSource.getRepository(TeamEntity).find({ where: [{ id: ayes }, { id: bees }], select: { id: true, revision: true } });
      return [ayes, bees].map((id) => teams.find((team) => team.id === id)!.revision);
    };
    const tournamentId = (await db.dataSource.getRepository(TeamEntity).findOneByOrFail({ id: ayes })).tournamentId;

    await db.dataSource.transaction((manager) => repository.raiseRevision(manager, ayes));
    expect(await revisions()).toEqual([1, 0]);
    await db.dataSource.transaction((manager) => repository.raiseTournamentRevisions(manager, tournamentId));
    expect(await revisions()).toEqual([2, 1]);
  });
});
