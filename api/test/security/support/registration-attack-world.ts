// The registration of an attack world, written straight to the database: open with a team entry for sale, an
// unused product and promo code, a walk-up paid in cash, a waitlisted registration and one offered a place.
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { registrationTables } from '../../support/registration-tables';

export interface RegistrationAttackWorld {
  productId: string;
  unusedProductId: string;
  promoId: string;
  paidRegistrationId: string;
  waitlistedToken: string;
  offeredToken: string;
}

/** What only the organiser may read of the registrations: the leak scan looks for these in every public read. */
export const registrationSecrets = ['registrant-private@example.com', 'Peanut allergy (registrant)'] as const;

const one = async (dataSource: DataSource, sql: string, params: unknown[]): Promise<string> => {
  const [row]: Array<{ id: string }> = await dataSource.query(sql, params);
  return row!.id;
};

export async function buildRegistrationWorld(dataSource: DataSource, tournamentId: string): Promise<RegistrationAttackWorld> {
  const dietary = '5f0c3a52-0000-4000-8000-00000000d1e7';
  await dataSource.query(
    `INSERT INTO registration_settings (tournament_id, open, capacity_teams, player_questions)
     VALUES ($1, true, 10, $2)`,
    [tournamentId, JSON.stringify([{ id: dietary, kind: 'dietary', label: 'Dietary needs', required: false, options: [] }])],
  );
  const productId = await one(
    dataSource,
    "INSERT INTO registration_products (tournament_id, kind, name, price_cents, fair_market_value_cents) VALUES ($1, 'team-entry', 'Foursome', 40000, 15000) RETURNING id",
    [tournamentId],
  );
  const unusedProductId = await one(
    dataSource,
    "INSERT INTO registration_products (tournament_id, kind, name, price_cents) VALUES ($1, 'single-player', 'Single player', 11000) RETURNING id",
    [tournamentId],
  );
  const promoId = await one(
    dataSource,
    "INSERT INTO registration_promo_codes (tournament_id, code, kind, value, max_uses) VALUES ($1, 'SPRING', 'percent', 10, 5) RETURNING id",
    [tournamentId],
  );
  const lines = JSON.stringify([
    {
      productId,
      kind: 'team-entry',
      name: 'Foursome',
      quantity: 1,
      unitCents: 40000,
      fairMarketValueCents: 15000,
      sponsorTierId: null,
      includesHole: false,
      addOnId: null,
    },
  ]);
  const players = JSON.stringify([{ name: 'Rita Registrant', email: registrationSecrets[0], answers: { [dietary]: registrationSecrets[1] }, waiver: null }]);
  const registration = (state: string, timeColumn: 'paid_at' | 'waitlisted_at' | 'offer_expires_at', at: Date) =>
    one(
      dataSource,
      `INSERT INTO registrations (tournament_id, token, state, kind, place_units, buyer_name, buyer_email, team_name, players, lines, subtotal_cents,
         total_cents, fair_market_value_cents, method, ${timeColumn})
       VALUES ($1, $2, $3, 'team', 4, 'Rita Registrant', $4, 'Rita''s Four', $5, $6, 40000, 40000, 15000, $7, $8) RETURNING id`,
      [tournamentId, randomBytes(32).toString('base64url'), state, registrationSecrets[0], players, lines, state === 'paid' ? 'cash' : 'card', at],
    );
  const paidRegistrationId = await registration('paid', 'paid_at', new Date());
  await registration('waitlisted', 'waitlisted_at', new Date());
  await registration('offered', 'offer_expires_at', new Date(Date.now() + 86_400_000));
  const tokens: Array<{ state: string; token: string }> = await dataSource.query(
    "SELECT state, token FROM registrations WHERE tournament_id = $1 AND state IN ('waitlisted', 'offered')",
    [tournamentId],
  );
  const tokenOf = (state: string) => tokens.find((row) => row.state === state)!.token;
  return { productId, unusedProductId, promoId, paidRegistrationId, waitlistedToken: tokenOf('waitlisted'), offeredToken: tokenOf('offered') };
}

/** Every row of a tournament's registration, for the before/after comparison of a refused write. */
export function registrationSnapshot(dataSource: DataSource, tournamentId: string): Promise<unknown[]> {
  return Promise.all(registrationTables.map((table) => dataSource.query(`SELECT * FROM ${table} WHERE tournament_id = $1 ORDER BY 1, 2`, [tournamentId])));
}
