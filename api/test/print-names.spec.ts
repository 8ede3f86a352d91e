import request from 'supertest';
import { readPdf } from '../src/modules/print/testing/pdf-reader';
import { worldNames, worldTeams } from '../src/modules/print/testing/world-field.fixture';
import { appWithFixtures } from './support/fixtures';

/** Supertest keeps a PDF's bytes only when told to. */
function binary(response: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

describe("print centre: every player's name as it is written", () => {
  const suite = appWithFixtures('print-names-owner');
  const { 'print-names-owner': owner } = suite.users;

  it('prints Polish, Vietnamese, Greek, Russian, Chinese and Japanese names exactly on the cart signs and the check-in list of the pack', async () => {
    const tournament = await suite.setup.tournament({ adminUserId: owner.uid, name: 'Spring Charity Classic' });
    for (const team of worldTeams)
      await suite.setup.team(
        tournament.id,
        team.players.map((name) => ({ name })),
        { name: team.name, startingHole: null },
      );
    await request(suite.testApp.http)
      .put(`/api/tournaments/${tournament.id}/starts`)
      .set('Authorization', owner.bearer)
      .send({ mode: 'shotgun', shotgunTimes: ['08:00'] })
      .expect(200);

    const response = await request(suite.testApp.http)
      .get(`/api/tournaments/${tournament.id}/print/pack.pdf?paper=a4`)
      .set('Authorization', owner.bearer)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const pack = await readPdf(response.body as Buffer);

    for (const team of worldTeams) {
      const sign = pack.pages.find((page) => page.lines.includes(team.name));
      expect(sign?.lines).toEqual(expect.arrayContaining([...team.players]));
    }
    const lines = pack.pages.flatMap((page) => page.lines);
    for (const [surname, given] of [
      ['Wójcik', 'Łukasz'],
      ['An', 'Nguyễn Văn'],
      ['Νίκου', 'Σοφία'],
      ['Орлов', 'Дмитрий'],
    ])
      expect(lines).toContainEqual(expect.stringContaining(`${surname}, ${given}`));
    for (const name of worldNames) expect(lines.filter((line) => line.includes(name)).length).toBeGreaterThanOrEqual(3);
    // Fonts are embedded as subsets of the glyphs used: the whole pack stays far below one full font (Noto Sans SC is 10 MB).
    expect((response.body as Buffer).length).toBeLessThan(1024 * 1024);
  });
});
