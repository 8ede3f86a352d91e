import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { ledgerResponse } from '@fairway/contracts/ledger';
import { holeSponsorsResponse, publicSponsor, sponsor, sponsorTier } from '@fairway/contracts/sponsor';
import { tournament as tournamentSchema } from '@fairway/contracts';
import request from 'supertest';
import { fixtures } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { signUpTestUser, type TestUser } from './support/test-users';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake but PNG-signed')]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF')]);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('sponsors, their logos and hole sponsorships over HTTP', () => {
  let testApp: TestApp;
  let fx: ReturnType<typeof fixtures>;
  let admin: TestUser;
  let other: TestUser;
  let tournamentId: string;

  const api = () => request(testApp.http);
  const asAdmin = (call: request.Test) => call.set('Authorization', admin.bearer);
  const raised = async () => tournamentSchema.parse((await api().get(`/api/tournaments/${tournamentId}`).expect(200)).body).charityRaised;
  const newSponsor = async (body: object) =>
    sponsor.parse(
      (
        await asAdmin(api().post(`/api/tournaments/${tournamentId}/sponsors`))
          .send(body)
          .expect(201)
      ).body,
    );

  beforeAll(async () => {
    testApp = await startTestApp();
    fx = fixtures(testApp.app);
    [admin, other] = await Promise.all([signUpTestUser('sponsor-admin'), signUpTestUser('sponsor-other')]);
    tournamentId = (await fx.tournament({ adminUserId: admin.uid })).id;
  });

  afterAll(() => testApp?.close());

  it('creates tiers, fills their places, and records a paid sponsorship as a ledger entry (voided when marked unpaid)', async () => {
    const gold = sponsorTier.parse(
      (
        await asAdmin(api().post(`/api/tournaments/${tournamentId}/sponsor-tiers`))
          .send({ name: 'Gold', price: 5000, slots: 1, benefits: 'Logo on the TV' })
          .expect(201)
      ).body,
    );
    const hole = sponsorTier.parse(
      (
        await asAdmin(api().post(`/api/tournaments/${tournamentId}/sponsor-tiers`))
          .send({ name: 'Hole', price: 300 })
          .expect(201)
      ).body,
    );
    expect(gold).toMatchObject({ name: 'Gold', price: 5000, slots: 1, taken: 0 });
    const acme = await newSponsor({ name: 'Acme', tierId: gold.id, website: 'https://acme.example', paid: true });
    expect(acme).toMatchObject({ amount: 5000, paid: true, tierName: 'Gold' });
    expect(await raised()).toBe(5000);
    const full = await asAdmin(api().post(`/api/tournaments/${tournamentId}/sponsors`))
      .send({ name: 'Late Co', tierId: gold.id })
      .expect(409);
    expect(full.body.message).toBe(fundraisingMessages.tierFull);
    const bolt = await newSponsor({ name: 'Bolt', tierId: hole.id });
    expect(await raised()).toBe(5000);
    const paid = sponsor.parse(
      (
        await asAdmin(api().patch(`/api/tournaments/${tournamentId}/sponsors/${bolt.id}`))
          .send({ paid: true, method: 'card' })
          .expect(200)
      ).body,
    );
    expect(paid).toMatchObject({ paid: true, amount: 300 });
    expect(await raised()).toBe(5300);
    const locked = await asAdmin(api().patch(`/api/tournaments/${tournamentId}/sponsors/${bolt.id}`))
      .send({ amount: 10 })
      .expect(409);
    expect(locked.body.message).toBe(fundraisingMessages.sponsorPaidAmountLocked);
    await asAdmin(api().patch(`/api/tournaments/${tournamentId}/sponsors/${bolt.id}`))
      .send({ paid: false })
      .expect(200);
    expect(await raised()).toBe(5000);
    const ledger = ledgerResponse.parse((await asAdmin(api().get(`/api/tournaments/${tournamentId}/ledger?kind=sponsorship`)).expect(200)).body);
    expect(ledger.entries.map((entry) => [entry.donorName, entry.amount, entry.state]).sort()).toEqual([
      ['Acme', 5000, 'received'],
      ['Bolt', 300, 'void'],
    ]);
    expect(ledger.raised).toBe(5000);
    const inUse = await asAdmin(api().delete(`/api/tournaments/${tournamentId}/sponsor-tiers/${hole.id}`)).expect(409);
    expect(inUse.body.message).toBe(fundraisingMessages.tierInUse);
  });

  it('shows the public only names, logos, websites and tiers; the admin also amounts and payment', async () => {
    const visitorView = (await api().get(`/api/tournaments/${tournamentId}/sponsors`).expect(200)).body as unknown[];
    expect(visitorView.length).toBeGreaterThan(0);
    for (const row of visitorView) {
      expect(Object.keys(publicSponsor.strict().parse(row)).sort()).toEqual(Object.keys(publicSponsor.shape).sort());
    }
    const strangerView = (await api().get(`/api/tournaments/${tournamentId}/sponsors`).set('Authorization', other.bearer).expect(200)).body;
    expect(JSON.stringify(strangerView)).not.toContain('"amount"');
    const adminView = (await asAdmin(api().get(`/api/tournaments/${tournamentId}/sponsors`)).expect(200)).body as unknown[];
    expect(adminView.map((row) => sponsor.parse(row).amount)).toContain(5000);
  });

  it('accepts a PNG logo by its bytes and serves it with image/png and nosniff; refuses SVG and text named .png', async () => {
    const logoCo = await newSponsor({ name: 'Logo Co' });
    const path = `/api/tournaments/${tournamentId}/sponsors/${logoCo.id}/logo`;
    await api().get(path).expect(404);
    const uploaded = sponsor.parse((await asAdmin(api().put(path)).set('Content-Type', 'application/octet-stream').send(png).expect(200)).body);
    expect(uploaded.logoUrl).toBe(path);
    const served = await api()
      .get(path)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);

    const svgRefused = await asAdmin(api().put(path)).set('Content-Type', 'image/svg+xml').send(svg).expect(400);
    expect(svgRefused.body.message).toBe(fundraisingMessages.logoTypeInvalid);
    const textAsPng = await asAdmin(api().put(path)).set('Content-Type', 'image/png').send(Buffer.from('just some text pretending to be logo.png')).expect(400);
    expect(textAsPng.body.message).toBe(fundraisingMessages.logoTypeInvalid);
    await asAdmin(api().put(path)).set('Content-Type', 'application/json').send({ not: 'an image' }).expect(400);
    const tooBig = Buffer.concat([png, Buffer.alloc(600 * 1024)]);
    const big = await asAdmin(api().put(path)).set('Content-Type', 'image/png').send(tooBig).expect(413);
    expect(big.body.message).toBe(fundraisingMessages.logoTooLarge);
    // The PNG stays what is served.
    expect((await api().get(path).expect(200)).headers['content-type']).toBe('image/png');
    await asAdmin(api().put(path)).set('Content-Type', 'image/jpeg').send(jpeg).expect(200);
    expect((await api().get(path).expect(200)).headers['content-type']).toBe('image/jpeg');
    await api().put(path).set('Content-Type', 'image/png').send(png).expect(401);
    await api().put(path).set('Authorization', other.bearer).set('Content-Type', 'image/png').send(png).expect(403);
  });

  it('gives each hole one sponsor and lists all 18 holes', async () => {
    const [first, second] = [await newSponsor({ name: 'Hole Seven Ltd' }), await newSponsor({ name: 'Rival Inc' })];
    const grid = holeSponsorsResponse.parse(
      (
        await asAdmin(api().put(`/api/tournaments/${tournamentId}/hole-sponsors/7`))
          .send({ sponsorId: first.id })
          .expect(200)
      ).body,
    );
    expect(grid).toHaveLength(18);
    expect(grid[6]).toEqual({ hole: 7, sponsor: { id: first.id, name: 'Hole Seven Ltd', logoUrl: null, website: null } });
    expect(grid.filter((hole) => hole.sponsor).map((hole) => hole.hole)).toEqual([7]);
    await asAdmin(api().put(`/api/tournaments/${tournamentId}/hole-sponsors/7`))
      .send({ sponsorId: first.id })
      .expect(200);
    const taken = await asAdmin(api().put(`/api/tournaments/${tournamentId}/hole-sponsors/7`))
      .send({ sponsorId: second.id })
      .expect(409);
    expect(taken.body.message).toBe(fundraisingMessages.holeTaken);
    await asAdmin(api().put(`/api/tournaments/${tournamentId}/hole-sponsors/19`))
      .send({ sponsorId: second.id })
      .expect(400);
    await asAdmin(api().put(`/api/tournaments/${tournamentId}/hole-sponsors/abc`))
      .send({ sponsorId: second.id })
      .expect(400);
    await api().put(`/api/tournaments/${tournamentId}/hole-sponsors/8`).set('Authorization', other.bearer).send({ sponsorId: second.id }).expect(403);
    const publicGrid = holeSponsorsResponse.parse((await api().get(`/api/tournaments/${tournamentId}/hole-sponsors`).expect(200)).body);
    expect(publicGrid[6]!.sponsor?.name).toBe('Hole Seven Ltd');
    const cleared = holeSponsorsResponse.parse((await asAdmin(api().delete(`/api/tournaments/${tournamentId}/hole-sponsors/7`)).expect(200)).body);
    expect(cleared.every((hole) => hole.sponsor === null)).toBe(true);
  });

  it("voids a paid sponsor's entry when the sponsor is removed", async () => {
    const before = await raised();
    const gone = await newSponsor({ name: 'Gone Soon', amount: 250, paid: true, method: 'cash' });
    expect(await raised()).toBe(before + 250);
    await asAdmin(api().delete(`/api/tournaments/${tournamentId}/sponsors/${gone.id}`)).expect(204);
    expect(await raised()).toBe(before);
    await asAdmin(api().delete(`/api/tournaments/${tournamentId}/sponsors/${gone.id}`)).expect(404);
  });

  it('refuses bad sponsor input with 400', async () => {
    await asAdmin(api().post(`/api/tournaments/${tournamentId}/sponsors`))
      .send({ name: '' })
      .expect(400);
    await asAdmin(api().post(`/api/tournaments/${tournamentId}/sponsors`))
      .send({ name: 'X', logoUrl: 'javascript:alert(1)' })
      .expect(400);
    await asAdmin(api().post(`/api/tournaments/${tournamentId}/sponsors`))
      .send({ name: 'X', amount: -1 })
      .expect(400);
    const free = await asAdmin(api().post(`/api/tournaments/${tournamentId}/sponsors`))
      .send({ name: 'Free', paid: true })
      .expect(400);
    expect(free.body.message).toBe(fundraisingMessages.amountInvalid);
    await asAdmin(api().post(`/api/tournaments/${tournamentId}/sponsor-tiers`))
      .send({ name: 'Bad', price: '1.234' })
      .expect(400);
  });
});
