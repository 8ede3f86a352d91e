import { useTestDataSource } from './support/test-data-source';
import { NoEmailsInScoreTrail1795900000000 } from '../src/database/migrations/1795900000000-no-emails-in-score-trail';

const holes = Array.from({ length: 18 }, (_, index) => ({ number: index + 1, par: 4, yardage: 380, handicap: index + 1 }));

describe('migration: no e-mail left in the stored score trail (real PostgreSQL)', () => {
  const db = useTestDataSource();

  it('names a player by their row on the team, the admin as "Tournament admin", and keeps real names', async () => {
    const [tournament] = await db.dataSource.query(
      `INSERT INTO tournaments (name, course_name, date, format, holes, admin_user_id, status, charity_name, charity_goal_cents)
       VALUES ('Trail', 'Pebble Creek', '2026-03-01', 'best-ball', $1, 'admin-uid', 'active', 'Junior Golf', 100) RETURNING id`,
      [JSON.stringify(holes)],
    );
    const [team] = await db.dataSource.query(
      `INSERT INTO teams (tournament_id, name, invite_code, starting_hole, current_hole) VALUES ($1, 'Hawks', 'TRL001', 1, 1) RETURNING id`,
      [tournament.id],
    );
    const players: Array<{ id: string }> = await db.dataSource.query(
      `INSERT INTO players (team_id, name, email, handicap, position, user_id)
       VALUES ($1, 'Ann Archer', 'ann@example.com', 10, 1, 'ann-uid'), ($1, 'Bo Birdie', NULL, 12, 2, NULL) RETURNING id`,
      [team.id],
    );
    const trail = [
      { player: players[0]!.id, hole: 1, uid: 'ann-uid', name: 'ann@example.com' },
      { player: players[0]!.id, hole: 2, uid: 'admin-uid', name: 'organiser@example.com' },
      { player: players[1]!.id, hole: 1, uid: 'bo-uid', name: 'Bo' },
    ];
    for (const { player, hole, uid, name } of trail) {
      const [score] = await db.dataSource.query(
        `INSERT INTO scores (tournament_id, team_id, player_id, hole, strokes, net_score, updated_by_uid, updated_by_name)
         VALUES ($1, $2, $3, $4, 4, 3, $5, $6) RETURNING id`,
        [tournament.id, team.id, player, hole, uid, name],
      );
      await db.dataSource.query(`INSERT INTO score_history (score_id, team_id, strokes, changed_by_uid, changed_by_name) VALUES ($1, $2, 4, $3, $4)`, [
        score.id,
        team.id,
        uid,
        name,
      ]);
    }
    await db.dataSource.query(`INSERT INTO submitted_cards (team_id, submitted_by_uid, submitted_by_name) VALUES ($1, 'admin-uid', 'organiser@example.com')`, [
      team.id,
    ]);

    const runner = db.dataSource.createQueryRunner();
    try {
      await new NoEmailsInScoreTrail1795900000000().up(runner);
    } finally {
      await runner.release();
    }

    const scores = await db.dataSource.query('SELECT hole, updated_by_name FROM scores WHERE team_id = $1 ORDER BY updated_by_uid', [team.id]);
    expect(scores.map((row: { updated_by_name: string }) => row.updated_by_name)).toEqual(['Tournament admin', 'Ann Archer', 'Bo']);
    const history = await db.dataSource.query('SELECT changed_by_name FROM score_history WHERE team_id = $1 ORDER BY changed_by_uid', [team.id]);
    expect(history.map((row: { changed_by_name: string }) => row.changed_by_name)).toEqual(['Tournament admin', 'Ann Archer', 'Bo']);
    const [card] = await db.dataSource.query('SELECT submitted_by_name FROM submitted_cards WHERE team_id = $1', [team.id]);
    expect(card.submitted_by_name).toBe('Tournament admin');
  });
});
