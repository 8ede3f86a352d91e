import { cloneTournamentResponse, organisationMessages, organisationPage, organisationPeople, myOrganisations } from '@fairway/contracts/organisation';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { fixtures, todayIso } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { signUpTestUser, type TestUser } from '../support/test-users';

const nextYear = () => `${Number(todayIso().slice(0, 4)) + 1}${todayIso().slice(4)}`.replace(/-02-29$/, '-02-28');

describe('organisations, cloning next year’s event and the people across years, over HTTP on PostgreSQL', () => {
  let testApp: TestApp;
  let fx: ReturnType<typeof fixtures>;
  let db: DataSource;
  let owner: TestUser;
  let manager: TestUser;
  let stranger: TestUser;
  let organisationId: string;

  const api = () => request(testApp.http);
  const as = (user: TestUser, call: request.Test) => call.set('Authorization', user.bearer);
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => db.query(text, params) as Promise<T[]>;
  const count = async (table: string, tournamentId: string) =>
    Number((await sql<{ n: string }>(`SELECT count(*)::text AS n FROM ${table} WHERE tournament_id = $1`, [tournamentId]))[0]!.n);

  beforeAll(async () => {
    testApp = await startTestApp();
    fx = fixtures(testApp.app);
    db = testApp.app.get(DataSource);
    [owner, manager, stranger] = await Promise.all([signUpTestUser('org-owner'), signUpTestUser('org-manager'), signUpTestUser('org-stranger')]);
    const created = organisationPage.parse((await as(owner, api().post('/api/organisations')).send({ name: 'Junior Golf Foundation' }).expect(201)).body);
    organisationId = created.id;
    expect(created).toMatchObject({ role: 'admin', members: [{ email: owner.email, role: 'admin' }] });
  });

  afterAll(() => testApp?.close());

  /** Last year's event with everything a day leaves: settings to copy and people, scores and money that stay behind. */
  async function lastYearsEvent() {
    const source = await fx.tournament({ adminUserId: owner.uid, name: 'Spring Classic', handicapAllowances: { bestBall: 85 }, tieBreak: 'countback-all' });
    const id = source.id;
    const team = await fx.team(
      id,
      [
        { name: 'Ann Lee', email: 'Ann@Example.com' },
        { name: 'Bo Park', email: 'bo@example.com' },
      ],
      { name: 'Eagles' },
    );
    await sql(`INSERT INTO scores (tournament_id, team_id, player_id, hole, strokes, net_score) VALUES ($1, $2, $3, 1, 4, 4)`, [
      id,
      team.id,
      team.players[0]!.id,
    ]);
    const [gold] = await sql<{ id: string }>(
      `INSERT INTO sponsor_tiers (tournament_id, name, price_cents, slots) VALUES ($1, 'Gold', 500000, 2) RETURNING id`,
      [id],
    );
    const [mulligan] = await sql<{ id: string }>(
      `INSERT INTO add_on_products (tournament_id, kind, name, price_cents, limit_per, max_quantity, mulligans) VALUES ($1, 'mulligan', 'Mulligans', 1000, 'player', 2, 1) RETURNING id`,
      [id],
    );
    const [gift] = await sql<{ id: string }>(
      `INSERT INTO ledger_entries (tournament_id, kind, amount_cents, donor_name, contact_email, method, state) VALUES ($1, 'donation', 25000, 'Ann Lee', 'ANN@example.com', 'cash', 'received') RETURNING id`,
      [id],
    );
    const [sale] = await sql<{ id: string }>(
      `INSERT INTO ledger_entries (tournament_id, kind, amount_cents, method, state) VALUES ($1, 'add-on-sale', 1000, 'cash', 'received') RETURNING id`,
      [id],
    );
    const [sponsorship] = await sql<{ id: string }>(
      `INSERT INTO ledger_entries (tournament_id, kind, amount_cents, donor_name, contact_email, method, state) VALUES ($1, 'sponsorship', 500000, 'Acme', 'pat@acme.example', 'cheque', 'received') RETURNING id`,
      [id],
    );
    await sql(
      `INSERT INTO ledger_entries (tournament_id, kind, amount_cents, contact_email, method, state) VALUES ($1, 'donation', 9900, 'ann@example.com', 'cash', 'void')`,
      [id],
    );
    await sql(`UPDATE tournaments SET charity_raised_cents = 526000 WHERE id = $1`, [id]);
    const [acme] = await sql<{ id: string }>(
      `INSERT INTO sponsors (tournament_id, tier_id, name, amount_cents, ledger_entry_id) VALUES ($1, $2, 'Acme', 500000, $3) RETURNING id`,
      [id, gold!.id, sponsorship!.id],
    );
    await sql(`INSERT INTO hole_sponsors (tournament_id, hole, sponsor_id) VALUES ($1, 7, $2)`, [id, acme!.id]);
    await sql(`INSERT INTO add_on_sales (tournament_id, product_id, team_id, quantity, ledger_entry_id) VALUES ($1, $2, $3, 1, $4)`, [
      id,
      mulligan!.id,
      team.id,
      sale!.id,
    ]);
    await sql(`INSERT INTO mulligan_uses (tournament_id, team_id, hole, used_by) VALUES ($1, $2, 3, 'desk')`, [id, team.id]);
    await sql(`INSERT INTO mulligan_rules (tournament_id, blocked_holes) VALUES ($1, '{17,18}')`, [id]);
    await sql(`INSERT INTO birdie_pledges (tournament_id, cents_per_birdie) VALUES ($1, 500)`, [id]);
    await sql(`INSERT INTO card_gifts (id, tournament_id, token, amount_cents, state) VALUES (gen_random_uuid(), $1, $2, 5000, 'pending')`, [id, `t-${id}`]);
    const [pin] = await sql<{ id: string }>(
      `INSERT INTO contests (tournament_id, hole, kind, divisions, competitor, sponsor_name, prize) VALUES ($1, 7, 'closest-to-pin', '{Open}', 'individual', 'Acme', 'A driver') RETURNING id`,
      [id],
    );
    await sql(`INSERT INTO contest_stations (contest_id, token_hash, label) VALUES ($1, $2, 'Hole 7')`, [pin!.id, Buffer.from(id)]);
    await sql(
      `INSERT INTO contest_entries (id, contest_id, team_id, division, feet, source, verified) VALUES (gen_random_uuid(), $1, $2, 'Open', 3, 'station', true)`,
      [pin!.id, team.id],
    );
    await sql(
      `INSERT INTO skins_settings (tournament_id, basis, unit, carryover, validation, entry_fee_cents, donated_percent) VALUES ($1, 'net', 'team', true, 'none', 2000, 50)`,
      [id],
    );
    await sql(`INSERT INTO skins_entrants (tournament_id, entrant_id) VALUES ($1, $2)`, [id, team.id]);
    await sql(`INSERT INTO hidden_holes (tournament_id, last_holes) VALUES ($1, 3)`, [id]);
    await sql(
      `INSERT INTO registration_settings (tournament_id, open, opens_at, closes_at, capacity_teams, team_questions, player_questions, waiver_version)
       VALUES ($1, true, now() - interval '1 day', now() + interval '1 day', 24, $2, $3, 2)`,
      [
        id,
        JSON.stringify([{ id: 'shirt', label: 'Team shirt colour', kind: 'text', required: false }]),
        JSON.stringify([{ id: 'diet', label: 'Dietary needs', kind: 'text', required: false }]),
      ],
    );
    await sql(`INSERT INTO registration_waivers (tournament_id, version, text) VALUES ($1, 1, 'Old waiver'), ($1, 2, 'Current waiver')`, [id]);
    await sql(`INSERT INTO registration_products (tournament_id, kind, name, price_cents) VALUES ($1, 'team-entry', 'Foursome', 60000)`, [id]);
    await sql(
      `INSERT INTO registration_products (tournament_id, kind, name, price_cents, sponsor_tier_id) VALUES ($1, 'sponsor-package', 'Gold package', 500000, $2)`,
      [id, gold!.id],
    );
    await sql(`INSERT INTO registration_products (tournament_id, kind, name, price_cents, add_on_id) VALUES ($1, 'add-on', 'Mulligans online', 1000, $2)`, [
      id,
      mulligan!.id,
    ]);
    await sql(`INSERT INTO registration_promo_codes (tournament_id, code, kind, value) VALUES ($1, 'EARLY', 'amount', 50)`, [id]);
    await sql(
      `INSERT INTO registrations (tournament_id, token, state, kind, place_units, buyer_name, buyer_email, lines, subtotal_cents, total_cents, method)
       VALUES ($1, $2, 'paid', 'team', 4, 'Ann Lee', 'ann@example.com', '[]', 60000, 60000, 'cash')`,
      [id, `r-${id}`],
    );
    return { id, gold: gold!.id, mulligan: mulligan!.id, pin: pin!.id, gift: gift!.id };
  }

  const clone = (user: TestUser, id: string, body: object = { date: nextYear() }) => as(user, api().post(`/api/tournaments/${id}/clone`)).send(body);

  it('clones next year’s event: settings come over with new ids, the day’s people, scores and money do not', async () => {
    const source = await lastYearsEvent();
    await as(owner, api().put(`/api/organisations/${organisationId}/tournaments/${source.id}`)).expect(200);
    const copy = cloneTournamentResponse.parse((await clone(owner, source.id, { date: nextYear(), name: 'Spring Classic 2' }).expect(201)).body);
    expect(copy).toMatchObject({ name: 'Spring Classic 2', date: nextYear(), organisationId });
    const to = copy.id;

    const [tournament] = await sql<Record<string, unknown>>('SELECT * FROM tournaments WHERE id = $1', [to]);
    expect(tournament).toMatchObject({
      admin_user_id: owner.uid,
      course_name: expect.any(String),
      format: 'best-ball',
      tie_break: 'countback-all',
      handicap_allowances: { bestBall: 85 },
      charity_name: 'Junior Golf Foundation',
      charity_goal_cents: 500000,
      charity_raised_cents: 0,
      status: 'upcoming',
      organisation_id: organisationId,
    });

    // Copied, with new ids pointing at the new event's rows.
    const tiers = await sql<{ id: string; name: string; slots: number }>('SELECT id, name, slots FROM sponsor_tiers WHERE tournament_id = $1', [to]);
    expect(tiers).toEqual([{ id: expect.any(String), name: 'Gold', slots: 2 }]);
    expect(tiers[0]!.id).not.toBe(source.gold);
    const addOns = await sql<{ id: string; name: string; max_quantity: number }>(
      'SELECT id, name, max_quantity FROM add_on_products WHERE tournament_id = $1',
      [to],
    );
    expect(addOns).toEqual([{ id: expect.any(String), name: 'Mulligans', max_quantity: 2 }]);
    expect(addOns[0]!.id).not.toBe(source.mulligan);
    expect(await sql('SELECT blocked_holes FROM mulligan_rules WHERE tournament_id = $1', [to])).toEqual([{ blocked_holes: [17, 18] }]);
    const contests = await sql<{ id: string; hole: number; sponsor_name: string }>(
      'SELECT id, hole, sponsor_name, prize FROM contests WHERE tournament_id = $1',
      [to],
    );
    expect(contests).toEqual([{ id: expect.any(String), hole: 7, sponsor_name: 'Acme', prize: 'A driver' }]);
    expect(contests[0]!.id).not.toBe(source.pin);
    expect(
      await sql('SELECT basis, unit, carryover, entry_fee_cents, donated_percent, ledger_entry_id FROM skins_settings WHERE tournament_id = $1', [to]),
    ).toEqual([{ basis: 'net', unit: 'team', carryover: true, entry_fee_cents: 2000, donated_percent: 50, ledger_entry_id: null }]);
    expect(await sql('SELECT last_holes FROM hidden_holes WHERE tournament_id = $1', [to])).toEqual([{ last_holes: 3 }]);
    const [settings] = await sql<Record<string, unknown>>('SELECT * FROM registration_settings WHERE tournament_id = $1', [to]);
    expect(settings).toMatchObject({ open: false, opens_at: null, closes_at: null, capacity_teams: 24, waiver_version: 1 });
    expect(settings!.team_questions).toEqual([expect.objectContaining({ label: 'Team shirt colour' })]);
    expect(settings!.player_questions).toEqual([expect.objectContaining({ label: 'Dietary needs' })]);
    expect(await sql('SELECT version, text, published_by FROM registration_waivers WHERE tournament_id = $1', [to])).toEqual([
      { version: 1, text: 'Current waiver', published_by: owner.uid },
    ]);
    const products = await sql<{ name: string; sponsor_tier_id: string | null; add_on_id: string | null }>(
      'SELECT name, sponsor_tier_id, add_on_id FROM registration_products WHERE tournament_id = $1 ORDER BY name',
      [to],
    );
    expect(products).toEqual([
      { name: 'Foursome', sponsor_tier_id: null, add_on_id: null },
      { name: 'Gold package', sponsor_tier_id: tiers[0]!.id, add_on_id: null },
      { name: 'Mulligans online', sponsor_tier_id: null, add_on_id: addOns[0]!.id },
    ]);

    // Not copied: people, scores, money, sales, gifts, sponsors, entries, registrations, promo codes.
    for (const table of [
      'teams',
      'scores',
      'ledger_entries',
      'sponsors',
      'hole_sponsors',
      'add_on_sales',
      'mulligan_uses',
      'birdie_pledges',
      'card_gifts',
      'skins_entrants',
      'registrations',
      'registration_promo_codes',
    ]) {
      expect([table, await count(table, to)]).toEqual([table, 0]);
    }
    const [stations] = await sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM contest_stations s JOIN contests c ON c.id = s.contest_id WHERE c.tournament_id = $1',
      [to],
    );
    const [entries] = await sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM contest_entries e JOIN contests c ON c.id = e.contest_id WHERE c.tournament_id = $1',
      [to],
    );
    expect([stations!.n, entries!.n]).toEqual([0, 0]);
    // The source is untouched.
    expect([await count('contests', source.id), await count('registration_products', source.id), await count('teams', source.id)]).toEqual([1, 3, 1]);
  });

  it('clones the event team: active members for the same accounts, volunteers on the new contests; not invitations, revoked rows or the new owner', async () => {
    const source = await fx.tournament({ adminUserId: owner.uid, name: 'Team Classic' });
    const [pin] = await sql<{ id: string }>(
      `INSERT INTO contests (tournament_id, hole, kind, divisions, competitor) VALUES ($1, 7, 'closest-to-pin', '{Open}', 'individual') RETURNING id`,
      [source.id],
    );
    const coChair = await signUpTestUser('org-team-co-chair');
    await sql(
      `INSERT INTO event_members (tournament_id, role, status, user_id, email, display_name, contest_ids, invited_by, accepted_at) VALUES
         ($1, 'co-organiser', 'active', $2, $3, 'Co Chair', '{}', $4, now()),
         ($1, 'check-in', 'active', 'uid-desk', 'desk@example.com', 'Dee Desk', '{}', $4, now()),
         ($1, 'contest', 'active', 'uid-hole7', 'hole7@example.com', 'Hal Seven', $5, $4, now()),
         ($1, 'contest', 'active', 'uid-no-hole', 'nohole@example.com', 'Nora None', '{}', $4, now()),
         ($1, 'scorer', 'revoked', 'uid-gone', 'gone@example.com', 'Gus Gone', '{}', $4, now())`,
      [source.id, coChair.uid, coChair.email, owner.uid, [pin!.id]],
    );
    await sql(`INSERT INTO event_members (tournament_id, role, email, invited_by) VALUES ($1, 'scorer', 'invited@example.com', $2)`, [source.id, owner.uid]);
    const team = (id: string) =>
      sql<{ role: string; status: string; user_id: string; display_name: string; contest_ids: string[] }>(
        'SELECT role, status, user_id, display_name, contest_ids FROM event_members WHERE tournament_id = $1 ORDER BY display_name',
        [id],
      );

    const copy = cloneTournamentResponse.parse((await clone(owner, source.id).expect(201)).body);
    const [newPin] = await sql<{ id: string }>('SELECT id FROM contests WHERE tournament_id = $1', [copy.id]);
    expect(await team(copy.id)).toEqual([
      { role: 'co-organiser', status: 'active', user_id: coChair.uid, display_name: 'Co Chair', contest_ids: [] },
      { role: 'check-in', status: 'active', user_id: 'uid-desk', display_name: 'Dee Desk', contest_ids: [] },
      { role: 'contest', status: 'active', user_id: 'uid-hole7', display_name: 'Hal Seven', contest_ids: [newPin!.id] },
    ]);
    expect(newPin!.id).not.toBe(pin!.id);
    // The copied co-organiser acts on next year's event at once.
    await as(coChair, api().patch(`/api/tournaments/${copy.id}`))
      .send({ name: 'Team Classic 2' })
      .expect(200);

    // The co-chair clones next year's: they own the new one and are not also its member; the previous owner is not added.
    const again = cloneTournamentResponse.parse((await clone(coChair, copy.id).expect(201)).body);
    expect((await team(again.id)).map((member) => member.user_id)).toEqual(['uid-desk', 'uid-hole7']);
    expect(await team(source.id)).toHaveLength(6);
  });

  it('refuses a clone to a stranger, a desk volunteer and a past date; a co-organiser and an event manager of the organisation clone', async () => {
    const source = await fx.tournament({ adminUserId: owner.uid, name: 'Autumn Scramble' });
    const refused = await clone(stranger, source.id).expect(403);
    expect(refused.body.message).toBe(organisationMessages.cloneNotAllowed);
    await api().post(`/api/tournaments/${source.id}/clone`).send({ date: nextYear() }).expect(401);
    await clone(owner, source.id, { date: '2001-01-01' }).expect(400);
    await clone(owner, source.id, { date: 'soon' }).expect(400);
    await clone(owner, '00000000-0000-4000-8000-000000000000').expect(404);
    expect(await count('contests', source.id)).toBe(0);

    // The event team: a co-organiser may (event.edit), a check-in desk may not.
    const [coChair, desk] = await Promise.all([signUpTestUser('org-co-chair'), signUpTestUser('org-desk')]);
    await sql(
      `INSERT INTO event_members (tournament_id, role, status, user_id, email, accepted_at) VALUES ($1, 'co-organiser', 'active', $2, $3, now()), ($1, 'check-in', 'active', $4, $5, now())`,
      [source.id, coChair.uid, coChair.email, desk.uid, desk.email],
    );
    expect((await clone(desk, source.id).expect(403)).body.message).toBe(organisationMessages.cloneNotAllowed);
    const byCoChair = cloneTournamentResponse.parse((await clone(coChair, source.id).expect(201)).body);
    expect((await sql<{ admin_user_id: string }>('SELECT admin_user_id FROM tournaments WHERE id = $1', [byCoChair.id]))[0]!.admin_user_id).toBe(coChair.uid);

    // Not yet in the organisation: its event manager has no part in it.
    await as(owner, api().post(`/api/organisations/${organisationId}/members`))
      .send({ email: manager.email.toUpperCase(), role: 'event-manager' })
      .expect(201);
    await clone(manager, source.id).expect(403);
    await as(owner, api().put(`/api/organisations/${organisationId}/tournaments/${source.id}`)).expect(200);
    const copy = cloneTournamentResponse.parse((await clone(manager, source.id).expect(201)).body);
    const [row] = await sql<{ admin_user_id: string; name: string }>('SELECT admin_user_id, name FROM tournaments WHERE id = $1', [copy.id]);
    expect(row).toEqual({ admin_user_id: manager.uid, name: 'Autumn Scramble' });
  });

  it('shows the organisation to its members only: events by year with raised totals, members; admins change members', async () => {
    await as(stranger, api().get(`/api/organisations/${organisationId}`)).expect(403);
    await as(stranger, api().get(`/api/organisations/${organisationId}/people`)).expect(403);
    await as(stranger, api().get(`/api/organisations/${organisationId}/people.csv`)).expect(403);
    await api().get(`/api/organisations/${organisationId}`).expect(401);
    await as(stranger, api().get('/api/organisations/00000000-0000-4000-8000-000000000000')).expect(404);
    expect(myOrganisations.parse((await as(stranger, api().get('/api/organisations')).expect(200)).body).organisations).toEqual([]);
    expect(myOrganisations.parse((await as(manager, api().get('/api/organisations')).expect(200)).body).organisations).toEqual([
      expect.objectContaining({ id: organisationId, role: 'event-manager' }),
    ]);

    const page = organisationPage.parse((await as(manager, api().get(`/api/organisations/${organisationId}`)).expect(200)).body);
    expect(page.role).toBe('event-manager');
    const thisYear = Number(todayIso().slice(0, 4));
    expect(page.years.map((year) => year.year)).toEqual([thisYear + 1, thisYear]);
    expect(page.years[1]!.raised).toBe(5260);
    expect(page.years[1]!.events.map((event) => event.name).sort()).toEqual(['Autumn Scramble', 'Spring Classic']);
    expect(page.members.map((member) => [member.email, member.role])).toEqual([
      [owner.email, 'admin'],
      [manager.email, 'event-manager'],
    ]);

    const memberId = page.members[1]!.id;
    await as(manager, api().patch(`/api/organisations/${organisationId}/members/${memberId}`))
      .send({ role: 'admin' })
      .expect(403);
    await as(manager, api().post(`/api/organisations/${organisationId}/members`))
      .send({ email: 'x@example.com', role: 'admin' })
      .expect(403);
    const again = await as(owner, api().post(`/api/organisations/${organisationId}/members`))
      .send({ email: manager.email, role: 'admin' })
      .expect(409);
    expect(again.body.message).toBe(organisationMessages.alreadyMember);
    await as(owner, api().post(`/api/organisations/${organisationId}/members`))
      .send({ email: 'not an e-mail', role: 'admin' })
      .expect(400);
    const ownerRow = page.members[0]!.id;
    const last = await as(owner, api().patch(`/api/organisations/${organisationId}/members/${ownerRow}`))
      .send({ role: 'event-manager' })
      .expect(409);
    expect(last.body.message).toBe(organisationMessages.lastAdmin);
    await as(owner, api().delete(`/api/organisations/${organisationId}/members/${ownerRow}`)).expect(409);
  });

  it('lists the people across years, one per e-mail whatever its case, with what each played and gave, as JSON and CSV', async () => {
    const second = await fx.tournament({ adminUserId: owner.uid, name: 'Spring Classic', date: nextYear(), status: 'upcoming' });
    await as(owner, api().put(`/api/organisations/${organisationId}/tournaments/${second.id}`)).expect(200);
    await fx.team(second.id, [{ name: 'Ann Lee', email: 'ann@EXAMPLE.com' }], { name: 'Birdies' });
    await sql(
      `INSERT INTO ledger_entries (tournament_id, kind, amount_cents, donor_name, contact_email, method, state) VALUES ($1, 'donation', 10050, 'Ann Lee', 'ann@example.com', 'card', 'received')`,
      [second.id],
    );

    const people = organisationPeople.parse((await as(manager, api().get(`/api/organisations/${organisationId}/people`)).expect(200)).body);
    const ann = people.people.filter((person) => person.email === 'ann@example.com');
    expect(ann).toHaveLength(1);
    expect(ann[0]).toMatchObject({ name: 'Ann Lee', played: 2, given: 350.5 });
    const played = ann[0]!.events.filter((event) => event.played).map((event) => event.teamName);
    expect(played).toEqual(['Eagles', 'Birdies']);
    const pat = people.people.find((person) => person.email === 'pat@acme.example');
    expect(pat).toMatchObject({ played: 0, given: 5000 });
    expect(pat!.events.find((event) => event.sponsored)?.sponsored).toBe('Acme');
    expect(people.people.find((person) => person.email === 'bo@example.com')).toMatchObject({ name: 'Bo Park', played: 1, given: 0 });

    const csv = await as(owner, api().get(`/api/organisations/${organisationId}/people.csv`))
      .expect(200)
      .expect('Content-Type', /text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Name,E-mail,Events played,Total given,.*Spring Classic: team,.*Spring Classic: given/);
    expect(lines.filter((line) => line.includes('ann@example.com'))).toHaveLength(1);
    expect(lines.find((line) => line.includes('ann@example.com'))).toMatch(/^Ann Lee,ann@example.com,2,350.50,/);
    // Last year's people are invited to the next event: its registration link on every row.
    const nextEvent = people.nextEvent!;
    expect(nextEvent.date).toBe(nextYear());
    expect(nextEvent.registrationLink).toMatch(new RegExp(`/tournament/${nextEvent.id}/register$`));
    expect(lines[0]!.endsWith(`,Register for ${nextEvent.name}`)).toBe(true);
    expect(lines.slice(1).every((line) => line.endsWith(`,${nextEvent.registrationLink}`))).toBe(true);
  });
});
