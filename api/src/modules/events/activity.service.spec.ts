import { activityFeedSize } from '@fairway/contracts/live-event';
import { rowFixtures } from '../../../test/support/fixtures';
import { useTestDataSource } from '../../../test/support/test-data-source';
import { ActivityRepository } from './activity.repository';
import { ActivityService } from './activity.service';
import type { NewActivity } from './detect-activity';

describe('ActivityService (real PostgreSQL)', () => {
  const db = useTestDataSource();

  async function tournamentWithTeam(): Promise<{ tournamentId: string; teamId: string }> {
    const setup = rowFixtures(db.dataSource);
    const tournament = await setup.tournament({ adminUserId: 'admin-uid' });
    return { tournamentId: tournament.id, teamId: (await setup.team(tournament.id)).id };
  }

  const item = (dedupeKey: string, teamId: string | null): NewActivity => ({
    kind: teamId ? 'birdie' : 'charity-milestone',
    title: `Title ${dedupeKey}`,
    message: `Message ${dedupeKey}`,
    teamId,
    dedupeKey,
  });

  it('keeps each happening once and answers only those not told before, in the order given', async () => {
    const { tournamentId, teamId } = await tournamentWithTeam();
    const activity = new ActivityService(new ActivityRepository(db.dataSource));

    const first = await activity.record(tournamentId, [item('a', teamId), item('b', null)]);
    const again = await activity.record(tournamentId, [item('c', teamId), item('a', teamId), item('d', null)]);

    expect(first.map(({ title, teamId: team, tournamentId: id }) => [title, team, id])).toEqual([
      ['Title a', teamId, tournamentId],
      ['Title b', null, tournamentId],
    ]);
    expect(again.map((told) => told.title)).toEqual(['Title c', 'Title d']);
    expect(new Date(again[0]!.createdAt).toISOString()).toBe(again[0]!.createdAt);
    expect(await activity.record(tournamentId, [])).toEqual([]);
  });

  it('reads the last 20 of the tournament, newest first', async () => {
    const { tournamentId, teamId } = await tournamentWithTeam();
    const activity = new ActivityService(new ActivityRepository(db.dataSource));
    for (let n = 1; n <= activityFeedSize + 2; n += 1) await activity.record(tournamentId, [item(`n${n}`, teamId)]);

    const latest = await activity.latest(tournamentId);

    expect(latest).toHaveLength(activityFeedSize);
    expect(latest[0]!.title).toBe(`Title n${activityFeedSize + 2}`);
    expect(latest.at(-1)!.title).toBe('Title n3');
  });
});
