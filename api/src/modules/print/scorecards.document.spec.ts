import type { PaperSize } from '@fairway/contracts/print';
import type { PrintData } from './print-data';
import { foldGap, renderScorecards, scorecardRowHeight, strokeDot } from './scorecards.document';
import { type ReadPdfItem, type ReadPdfPage, readPdf } from './testing/pdf-reader';
import { printDataFixture } from './testing/print-data.fixture';
import { renderPdf } from './testing/render-pdf';

async function scorecards(data: PrintData, paper: PaperSize) {
  return readPdf(await renderPdf((doc) => renderScorecards(doc, data, paper)));
}

const strings = (page: ReadPdfPage) => page.items.map((item) => item.str);

/** The hole each header number labels, by its centre, from the page's first "Hole" row. */
function holeColumns(page: ReadPdfPage): { hole: number; centre: number; item: ReadPdfItem }[] {
  const label = page.items.find((item) => item.str === 'Hole')!;
  return page.items
    .filter((item) => Math.abs(item.y - label.y) < 1 && /^\d+$/.test(item.str))
    .map((item) => ({ hole: Number(item.str), centre: item.x + item.width / 2, item }));
}

/** The strokes the card shows on each hole for the player whose name is `name`: the dots in their row. */
function dotsOf(page: ReadPdfPage, name: string, holes: number): number[] {
  const row = page.items.find((item) => item.str === name)!;
  const columns = holeColumns(page);
  const dots = Array.from({ length: holes }, () => 0);
  for (const item of page.items) {
    if (!item.str.includes(strokeDot) || Math.abs(item.y - row.y) > scorecardRowHeight / 2) continue;
    const centre = item.x + item.width / 2;
    const nearest = columns.reduce((best, column) => (Math.abs(column.centre - centre) < Math.abs(best.centre - centre) ? column : best));
    dots[nearest.hole - 1]! += [...item.str].filter((character) => character === strokeDot).length;
  }
  return dots;
}

describe('renderScorecards', () => {
  it.each<[PaperSize, number, number]>([
    ['a4', 841.89, 595.28],
    ['letter', 792, 612],
  ])('prints two landscape cards a page on %s, each with its team, its start and every player', async (paper, width, height) => {
    const data = printDataFixture();

    const { pages } = await scorecards(data, paper);

    expect(pages).toHaveLength(18);
    pages.forEach((page, index) => {
      expect(page).toMatchObject({ width: expect.closeTo(width, 0), height: expect.closeTo(height, 0) });
      for (const team of data.teams.slice(index * 2, index * 2 + 2)) {
        expect(strings(page)).toEqual(expect.arrayContaining([team.name, `Start: ${team.startLabel}`, ...team.players.map((player) => player.name)]));
      }
      expect(page.lines.filter((line) => line.startsWith('Marker') && line.includes('Player'))).toHaveLength(2);
    });
  });

  it("puts each player's stroke dots on the holes where they receive strokes, two where they receive two", async () => {
    const data = printDataFixture({ teams: 8 });

    const { pages } = await scorecards(data, 'letter');

    data.teams.forEach((team, index) => {
      for (const player of team.players)
        expect([player.name, dotsOf(pages[Math.floor(index / 2)]!, player.name, 18)]).toEqual([player.name, player.strokesByHole]);
    });
    expect(data.teams.some((team) => team.players.some((player) => player.strokesByHole.includes(2)))).toBe(true);
  });

  it('prints the course: yardage, par and stroke index under each hole, with the nines and the round summed', async () => {
    const data = printDataFixture({ teams: 1 });

    const [page] = (await scorecards(data, 'a4')).pages;

    expect(page!.lines).toContain('Hole Hcp 1 2 3 4 5 6 7 8 9 Out 10 11 12 13 14 15 16 17 18 In Total');
    expect(page!.lines).toContain('Par 4 5 3 4 4 4 3 5 4 36 4 4 3 5 4 4 3 4 5 36 72');
    expect(page!.lines).toContain('Yardage 392 521 168 417 356 401 187 538 379 3359 410 344 152 502 428 366 201 389 545 3337 6696');
    expect(page!.lines).toContain('Stroke index 7 11 15 1 13 5 17 3 9 4 14 18 8 2 12 16 10 6');
  });

  it('leaves the fold gap between the OUT half and the IN half', async () => {
    const [page] = (await scorecards(printDataFixture({ teams: 1 }), 'letter')).pages;
    const header = holeColumns(page!);
    const nine = header.find((column) => column.hole === 9)!.item;
    const ten = header.find((column) => column.hole === 10)!.item;
    const out = page!.items.find((item) => item.str === 'Out')!;

    expect(out.x).toBeGreaterThan(nine.x + nine.width);
    expect(ten.x - (out.x + out.width)).toBeGreaterThanOrEqual(foldGap);
  });

  it('gives a team too big for half a page a page of its own, and a card to a team with nobody named yet', async () => {
    const data = printDataFixture({ teams: 4 });
    const [first, second, third, fourth] = data.teams;
    const big = { ...second!, players: [...second!.players, ...third!.players.map((player) => ({ ...player, name: `${player.name} Jr` }))] };
    const empty = { ...fourth!, players: [], startLabel: null };

    const { pages } = await scorecards({ ...data, teams: [first!, big, third!, empty] }, 'a4');

    expect(pages.map((page) => [first!, big, third!, empty].filter((team) => strings(page).includes(team.name)).map((team) => team.name))).toEqual([
      [first!.name],
      [big.name],
      [third!.name, empty.name],
    ]);
    expect(strings(pages[1]!)).toEqual(expect.arrayContaining(big.players.map((player) => player.name)));
    expect(strings(pages[2]!)).toContain('Start: to be announced');
  });
});
