import { cartsOf, renderCartSigns, scanToScore, whenLine } from './cart-signs.document';
import { readPdf } from './testing/pdf-reader';
import { printDataFixture } from './testing/print-data.fixture';
import { renderPdf } from './testing/render-pdf';

describe('cart signs', () => {
  it("gives each team a page of two signs (players 1-2, 3-4) with its start and a QR of the team's join link on each", async () => {
    const data = printDataFixture({ teams: 4 });
    const pdf = await readPdf(await renderPdf((doc) => renderCartSigns(doc, data, 'letter')));

    expect(pdf.pages).toHaveLength(4);
    data.teams.forEach((team, index) => {
      const page = pdf.pages[index]!;
      expect(page.lines).toContain(team.name);
      expect(page.lines.filter((line) => line === team.startLabel)).toHaveLength(2);
      expect(page.qrCodes).toEqual([team.joinUrl, team.joinUrl]);
      const [first, second] = cartsOf(team);
      expect(page.text.indexOf(first![1]!.name)).toBeLessThan(page.text.indexOf(second![0]!.name));
      expect(page.lines.filter((line) => line.includes(scanToScore))).toHaveLength(2);
      expect(page.text).toContain('Cart 2 of 2');
    });
    expect(pdf.pages[0]!.text).toContain('Shotgun start at 08:00');
  });

  it('gives a team of one or two players one sign, and a team without a start says it will be announced', async () => {
    const data = printDataFixture({ teams: 1, startsAssigned: false });
    const team = { ...data.teams[0]!, players: data.teams[0]!.players.slice(0, 2) };
    const pdf = await readPdf(await renderPdf((doc) => renderCartSigns(doc, { ...data, teams: [team] }, 'a4')));

    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]!.qrCodes).toEqual([team.joinUrl]);
    expect(pdf.pages[0]!.text).toContain('Start to be announced');
    expect(pdf.pages[0]!.text).not.toContain('Cart 2');
  });

  it('says the tee time on a tee-times start, and the wave on a two-wave shotgun', () => {
    const team = printDataFixture({ teams: 1 }).teams[0]!;
    expect(whenLine({ startMode: 'tee-times', shotgunTimes: [] }, { ...team, teeTime: '08:10' })).toBe('Tee time 08:10');
    expect(whenLine({ startMode: 'shotgun', shotgunTimes: ['08:00', '13:00'] }, { ...team, wave: 2 })).toBe('Wave 2 · Shotgun start at 13:00');
    expect(cartsOf({ players: [] })).toEqual([[]]);
  });
});
