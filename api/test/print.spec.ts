import { errorBody, teamsResponse } from '@fairway/contracts';
import { type PrintCatalogue, printCatalogue, printDocuments, printMessages } from '@fairway/contracts/print';
import { myStationPath, teamInvitePath } from '@fairway/contracts/remotes';
import { startsPlan, teamStartLabel } from '@fairway/contracts/starts';
import request from 'supertest';
import { readPdf } from '../src/modules/print/testing/pdf-reader';
import { solidPng } from '../src/modules/print/testing/solid-png';
import { appWithFixtures } from './support/fixtures';
import type { TestUser } from './support/test-users';

/** Supertest keeps a PDF's bytes only when told to. */
function binary(response: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('print centre (/api/tournaments/:id/print)', () => {
  const suite = appWithFixtures('print-owner', 'print-co', 'print-desk', 'print-stranger');
  const { 'print-owner': owner, 'print-co': coOrganiser, 'print-desk': desk, 'print-stranger': stranger } = suite.users;

  const api = () => request(suite.testApp.http);
  const as = <T extends request.Test>(user: TestUser | null, call: T): T => (user ? call.set('Authorization', user.bearer) : call);
  const pdf = (tournamentId: string, file: string, user: TestUser | null = owner) =>
    as(user, api().get(`/api/tournaments/${tournamentId}/print/${file}`))
      .buffer(true)
      .parse(binary);
  const catalogue = async (tournamentId: string, paper = 'letter'): Promise<PrintCatalogue> =>
    printCatalogue.parse((await as(owner, api().get(`/api/tournaments/${tournamentId}/print?paper=${paper}`)).expect(200)).body);
  const pagesOf = (read: PrintCatalogue, document: string) => read.documents.find((entry) => entry.document === document)!;

  /** A tournament with its co-organiser and check-in desk, and `count` foursomes ("Team 1" first), every third player checked in. */
  async function field(count: number) {
    const tournament = await suite.setup.tournament({ adminUserId: owner.uid, name: 'Spring Charity Classic' });
    await suite.setup.eventMember(tournament.id, coOrganiser, 'co-organiser');
    await suite.setup.eventMember(tournament.id, desk, 'check-in');
    const teams = [];
    for (let index = 1; index <= count; index += 1) {
      const players = [0, 1, 2, 3].map((seat) => ({
        name: `Player${index}x${seat} Surname${String.fromCharCode(65 + ((index * 4 + seat) % 26))}`,
        checkedIn: (index * 4 + seat) % 3 === 0,
      }));
      teams.push(await suite.setup.team(tournament.id, players, { name: `Team ${index}`, startingHole: null }));
    }
    return { tournament, teams };
  }

  async function shotgun(tournamentId: string) {
    return startsPlan.parse(
      (
        await as(owner, api().put(`/api/tournaments/${tournamentId}/starts`))
          .send({ mode: 'shotgun', shotgunTimes: ['08:00'] })
          .expect(200)
      ).body,
    );
  }

  // Reading 72 QR codes back out of the PDF takes a while on a busy machine.
  it('prints a cart sign per cart for a shotgun of 36 teams: every team, its start, and QR codes that all open its own join link', async () => {
    const { tournament, teams } = await field(36);
    const plan = await shotgun(tournament.id);

    const response = await pdf(tournament.id, 'cart-signs.pdf?paper=letter').expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="spring-charity-classic-cart-signs-letter.pdf"');
    const read = await readPdf(response.body as Buffer);

    expect(read.pages).toHaveLength(36);
    for (const team of teams) {
      const start = plan.starts.find((entry) => entry.teamId === team.id)!;
      const page = read.pages.find((candidate) => candidate.lines.includes(team.name));
      expect(page?.lines).toEqual(expect.arrayContaining([`Hole ${start.hole}${start.slot ?? ''}`, 'Shotgun start at 08:00']));
      expect(page?.qrCodes).toEqual([0, 1].map(() => `http://localhost:8080${teamInvitePath(tournament.id, team.inviteCode)}`));
    }
  }, 180_000);

  it("prints the check-in desk's list A-Z with the checked-in ticked, and the starter's sheet by hole with the horn", async () => {
    const { tournament, teams } = await field(6);
    await as(owner, api().put(`/api/tournaments/${tournament.id}/starts`))
      .send({ mode: 'shotgun', closedHoles: [2, 3], shotgunTimes: ['08:00'] })
      .expect(200);

    const list = await readPdf((await pdf(tournament.id, 'alphabetical-list.pdf?paper=a4').expect(200)).body as Buffer);
    const rows = list.pages.flatMap((page) => page.lines.filter((line) => line.startsWith('Surname')));
    expect(rows).toHaveLength(24);
    const surnames = rows.map((row) => row.split(',')[0]!);
    expect(surnames).toEqual([...surnames].sort());
    const checkedIn = teams.flatMap((team) => team.players).filter((player) => player.checkedIn).length;
    expect(list.pages[0]!.text).toContain(`24 players · ${checkedIn} checked in`);

    const sheet = await readPdf((await pdf(tournament.id, 'starters-sheet.pdf').expect(200)).body as Buffer);
    const lines = sheet.pages.flatMap((page) => page.lines);
    expect(lines).toContain('Shotgun start: horn at 08:00');
    expect(lines.filter((line) => /^Hole \d+$/.test(line))).toEqual(['Hole 1', 'Hole 4', 'Hole 5', 'Hole 6', 'Hole 7', 'Hole 8']);
  });

  it("labels a second wave's teams as such while its horn is not announced, in the team reads' words", async () => {
    const { tournament } = await field(4);
    await as(owner, api().put(`/api/tournaments/${tournament.id}/starts`))
      .send({ mode: 'shotgun', waves: 2 })
      .expect(200);
    const read = teamsResponse.parse((await as(owner, api().get(`/api/tournaments/${tournament.id}/teams`)).expect(200)).body);
    const labels = new Map(read.map((team) => [team.name, teamStartLabel(team)]));
    expect([...labels.values()]).toEqual(['Hole 1', 'Hole 2', 'Hole 1, wave 2', 'Hole 2, wave 2']);

    const list = await readPdf((await pdf(tournament.id, 'alphabetical-list.pdf').expect(200)).body as Buffer);
    const rows = list.pages.flatMap((page) => page.lines.filter((line) => line.startsWith('Surname')));
    expect(rows).toHaveLength(16);
    for (const row of rows) {
      const [, team, label] = /(Team \d+) (Hole .*)$/.exec(row)!;
      expect(label).toBe(labels.get(team!));
    }
    const signs = await readPdf((await pdf(tournament.id, 'cart-signs.pdf').expect(200)).body as Buffer);
    expect(signs.pages.find((page) => page.lines.includes('Team 3'))?.lines).toEqual(expect.arrayContaining(['Hole 1', 'Wave 2 · Shotgun start']));
  });

  it("prints the contests' placards with the volunteer's own station page and the hole sponsors' signs with their uploaded logo", async () => {
    const { tournament } = await field(2);
    const contest = (
      await as(owner, api().post(`/api/tournaments/${tournament.id}/contests`))
        .send({ hole: 5, kind: 'closest-to-pin', divisions: ['Open'], competitor: 'individual', prize: 'A new driver' })
        .expect(201)
    ).body as { id: string };
    const sponsor = (
      await as(owner, api().post(`/api/tournaments/${tournament.id}/sponsors`))
        .send({ name: 'Harbor Dental' })
        .expect(201)
    ).body as { id: string };
    await as(owner, api().put(`/api/tournaments/${tournament.id}/sponsors/${sponsor.id}/logo`))
      .set('Content-Type', 'image/png')
      .send(solidPng(120, 60, [200, 30, 30]))
      .expect(200);
    await as(owner, api().put(`/api/tournaments/${tournament.id}/hole-sponsors/7`))
      .send({ sponsorId: sponsor.id })
      .expect(200);

    const listed = await catalogue(tournament.id);
    expect(pagesOf(listed, 'contest-placards')).toMatchObject({ pages: 1, warning: null });
    expect(pagesOf(listed, 'sponsor-signs')).toMatchObject({ pages: 1, warning: null });
    const placards = await readPdf((await pdf(tournament.id, 'contest-placards.pdf').expect(200)).body as Buffer);
    expect(placards.pages[0]!.qrCodes).toEqual([`http://localhost:8080${myStationPath(tournament.id, contest.id)}`]);
    expect(placards.pages[0]!.text).toContain('A new driver');
    const signs = await readPdf((await pdf(tournament.id, 'sponsor-signs.pdf').expect(200)).body as Buffer);
    expect(signs.pages[0]!.text).toContain('Harbor Dental');
    expect(signs.pages[0]!.images).toBe(1);
  });

  it('prints on A4 or US Letter, and the pack holds every document, its pages the catalogue says', async () => {
    const { tournament } = await field(5);
    await shotgun(tournament.id);

    const a4 = await readPdf((await pdf(tournament.id, 'starters-sheet.pdf?paper=a4').expect(200)).body as Buffer);
    const letter = await readPdf((await pdf(tournament.id, 'starters-sheet.pdf?paper=letter').expect(200)).body as Buffer);
    expect([a4.pages[0]!.width, a4.pages[0]!.height]).toEqual([595, 842]);
    expect([letter.pages[0]!.width, letter.pages[0]!.height]).toEqual([612, 792]);

    const listed = await catalogue(tournament.id, 'a4');
    expect(listed.documents.map((entry) => entry.document)).toEqual(
      printDocuments.filter((document) => listed.documents.some((entry) => entry.document === document)),
    );
    expect(pagesOf(listed, 'cart-signs')).toEqual({ document: 'cart-signs', pages: 5, warning: null });
    const pack = await pdf(tournament.id, 'pack.pdf?paper=a4').expect(200);
    expect(pack.headers['content-disposition']).toBe('attachment; filename="spring-charity-classic-pack-a4.pdf"');
    const read = await readPdf(pack.body as Buffer);
    expect(read.pages).toHaveLength(listed.documents.reduce((sum, entry) => sum + entry.pages, 0));
    // Scorecards are printed landscape: every page is A4 one way or the other.
    expect(new Set(read.pages.map((page) => [page.width, page.height].sort((a, b) => a - b).join('x')))).toEqual(new Set(['595x842']));
  });

  it('says what is missing before printing, and still prints for a tournament with no teams, no course and no starts', async () => {
    const tournament = await suite.setup.tournament({ adminUserId: owner.uid, holes: [], courseId: null });
    const listed = await catalogue(tournament.id);
    expect(pagesOf(listed, 'cart-signs')).toEqual({ document: 'cart-signs', pages: 0, warning: 'Add teams first' });
    const { teams } = { teams: [await suite.setup.team(tournament.id, [{ name: 'Solo Player' }], { name: 'Lone Team', startingHole: null })] };
    const withTeam = await catalogue(tournament.id);
    expect(pagesOf(withTeam, 'cart-signs').warning).toBe('Assign the starting positions first');
    expect(pagesOf(withTeam, 'starters-sheet').warning).toBe('Assign the starting positions first');
    for (const document of withTeam.documents) {
      const warning = { 'contest-placards': 'No contests yet', 'sponsor-signs': 'No hole sponsors yet' }[document.document as string];
      if (warning) expect(document.warning).toBe(warning);
    }

    for (const file of [...withTeam.documents.map((entry) => `${entry.document}.pdf`), 'pack.pdf']) {
      const read = await readPdf((await pdf(tournament.id, file).expect(200)).body as Buffer);
      expect(read.pages.length).toBeGreaterThan(0);
    }
    const signs = await readPdf((await pdf(tournament.id, 'cart-signs.pdf').expect(200)).body as Buffer);
    expect(signs.pages[0]!.lines).toEqual(expect.arrayContaining([teams[0]!.name, 'Start to be announced', 'Solo Player']));
  });

  it('lets the owner and co-organisers print; the desk and strangers get 403, the signed-out 401, a bad document or paper 400', async () => {
    const { tournament } = await field(1);
    await pdf(tournament.id, 'alphabetical-list.pdf', coOrganiser).expect(200);
    await as(coOrganiser, api().get(`/api/tournaments/${tournament.id}/print`)).expect(200);
    for (const user of [desk, stranger]) {
      await pdf(tournament.id, 'alphabetical-list.pdf', user).expect(403);
      await as(user, api().get(`/api/tournaments/${tournament.id}/print`)).expect(403);
    }
    await pdf(tournament.id, 'alphabetical-list.pdf', null).expect(401);
    await api().get(`/api/tournaments/${tournament.id}/print`).expect(401);

    const badDocument = await as(owner, api().get(`/api/tournaments/${tournament.id}/print/menus.pdf`)).expect(400);
    expect(errorBody.parse(badDocument.body).message).toBe(printMessages.documentInvalid);
    const badPaper = await as(owner, api().get(`/api/tournaments/${tournament.id}/print/pack.pdf?paper=a3`)).expect(400);
    expect(errorBody.parse(badPaper.body).message).toBe(printMessages.paperInvalid);
    await as(owner, api().get(`/api/tournaments/not-an-id/print/pack.pdf`)).expect(400);
    await as(owner, api().get(`/api/tournaments/00000000-0000-4000-8000-000000000000/print/pack.pdf`)).expect(404);
  });
});
