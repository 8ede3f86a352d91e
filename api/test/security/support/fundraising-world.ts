// The fundraising of an attack world, written straight to the database: a pledged donation, a sponsor, an
// empty sponsor tier, a mulligan with 2 sold to the member's team, a birdie pledge with a birdie made.
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { fundraisingTables } from '../../support/fundraising-tables';

export interface FundraisingWorld {
  entryId: string;
  sponsorId: string;
  tierId: string;
  productId: string;
  pledgeId: string;
}

const one = async (dataSource: DataSource, sql: string, params: unknown[]): Promise<string> => {
  const [row]: Array<{ id: string }> = await dataSource.query(sql, params);
  return row!.id;
};

export async function buildFundraisingWorld(
  dataSource: DataSource,
  { tournamentId, teamId, playerId }: { tournamentId: string; teamId: string; playerId: string },
): Promise<FundraisingWorld> {
  const entryId = await one(
    dataSource,
    `INSERT INTO ledger_entries (tournament_id, kind, amount_cents, donor_name, contact_email, private_note, method, state)
     VALUES ($1, 'donation', 2500, 'Wendy World', 'wendy-world@example.com', 'private: wants a tax receipt', 'paypal', 'pledged') RETURNING id`,
    [tournamentId],
  );
  const saleEntryId = await one(
    dataSource,
    "INSERT INTO ledger_entries (tournament_id, kind, amount_cents, method, state, team_id) VALUES ($1, 'add-on-sale', 2000, 'cash', 'received', $2) RETURNING id",
    [tournamentId, teamId],
  );
  await dataSource.query('UPDATE tournaments SET charity_raised_cents = charity_raised_cents + 2000 WHERE id = $1', [tournamentId]);
  const tierId = await one(dataSource, "INSERT INTO sponsor_tiers (tournament_id, name, price_cents) VALUES ($1, 'Bronze', 10000) RETURNING id", [
    tournamentId,
  ]);
  const sponsorId = await one(dataSource, "INSERT INTO sponsors (tournament_id, name, amount_cents) VALUES ($1, 'World Sponsor', 50000) RETURNING id", [
    tournamentId,
  ]);
  const productId = await one(
    dataSource,
    "INSERT INTO add_on_products (tournament_id, kind, name, price_cents, limit_per, mulligans) VALUES ($1, 'mulligan', 'Mulligan', 1000, 'team', 1) RETURNING id",
    [tournamentId],
  );
  await dataSource.query('INSERT INTO add_on_sales (tournament_id, product_id, team_id, quantity, ledger_entry_id) VALUES ($1, $2, $3, 2, $4)', [
    tournamentId,
    productId,
    teamId,
    saleEntryId,
  ]);
  // Hole 1 of the catalogue course is a par 4 the team has already played: a 3 by the partner is a birdie for
  // the pledge to come to something, without moving the team on to another hole.
  await dataSource.query('INSERT INTO scores (tournament_id, team_id, player_id, hole, strokes, net_score) VALUES ($1, $2, $3, 1, 3, 3)', [
    tournamentId,
    teamId,
    playerId,
  ]);
  const pledgeId = await one(
    dataSource,
    "INSERT INTO birdie_pledges (tournament_id, donor_name, contact_email, cents_per_birdie) VALUES ($1, 'Petra Pledger', 'petra-pledger@example.com', 500) RETURNING id",
    [tournamentId],
  );
  return { entryId, sponsorId, tierId, productId, pledgeId };
}

/** Every row of a tournament's fundraising, for the before/after comparison of a refused write. */
export async function fundraisingSnapshot(dataSource: DataSource, tournamentId: string): Promise<unknown[]> {
  const rows = await Promise.all(
    fundraisingTables.map((table) => dataSource.query(`SELECT * FROM ${table} WHERE tournament_id = $1 ORDER BY 1, 2`, [tournamentId])),
  );
  const history = await dataSource.query(
    'SELECT h.* FROM ledger_history h JOIN ledger_entries e ON e.id = h.entry_id WHERE e.tournament_id = $1 ORDER BY h.id',
    [tournamentId],
  );
  return [...rows, history];
}

/** A gift paid by card whose donor gave an e-mail no public read may show (its receipt names the donor only); its receipt token. */
export async function seedPaidCardGift(dataSource: DataSource, tournamentId: string, contactEmail: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await dataSource.query(
    `INSERT INTO card_gifts (id, tournament_id, token, amount_cents, donor_name, contact_email, state, paid_at)
     VALUES (gen_random_uuid(), $1, $2, 30000, 'Carla Card', $3, 'paid', now())`,
    [tournamentId, token, contactEmail],
  );
  return token;
}
