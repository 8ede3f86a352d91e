import { hornLine, renderStartersSheet, startersOrder } from './starters-sheet.document';
import { readPdf } from './testing/pdf-reader';
import { printDataFixture } from './testing/print-data.fixture';
import { renderPdf } from './testing/render-pdf';

describe("starter's sheet", () => {
  it('lists each hole with its groups A before B and their players, and the horn time at the top', async () => {
    const data = printDataFixture({ teams: 20 });
    const pdf = await readPdf(await renderPdf((doc) => renderStartersSheet(doc, data, 'letter')));
    const lines = pdf.pages.flatMap((page) => page.lines);

    expect(lines).toContain('Shotgun start: horn at 08:00');
    const holes = lines.filter((line) => /^Hole \d+$/.test(line));
    expect(holes).toEqual(Array.from({ length: 18 }, (_, index) => `Hole ${index + 1}`));
    // The two longest holes (8 and 18) take the second groups.
    const doubled = startersOrder(data).filter((team) => team.startSlot !== null);
    expect(doubled.map((team) => team.startLabel)).toEqual(['Hole 8A', 'Hole 8B', 'Hole 18A', 'Hole 18B']);
    const first = startersOrder(data)[0]!;
    expect(lines).toContain(`Hole 1 - ${first.name} ${first.players.map((player) => player.name).join(', ')}`);
  });

  it('leaves out holes nobody starts on and teams without a start', () => {
    const data = printDataFixture({ teams: 3 });
    const unplaced = { ...data.teams[2]!, startHole: null, startSlot: null, startLabel: null };
    expect(startersOrder({ teams: [data.teams[1]!, unplaced, data.teams[0]!] }).map((team) => team.startHole)).toEqual([1, 2]);
  });

  it('gives both waves their horn, a tee-times start its first time, and asks for the starts when there are none', () => {
    const [team] = printDataFixture({ teams: 1 }).teams as [ReturnType<typeof printDataFixture>['teams'][number]];
    const started = startersOrder({ teams: [team] });
    expect(hornLine({ startMode: 'shotgun', shotgunTimes: ['08:00', '13:00'] }, [...started, { ...started[0]!, wave: 2 }])).toBe(
      'Shotgun start: horn at 08:00 (wave 1), 13:00 (wave 2)',
    );
    expect(hornLine({ startMode: 'tee-times', shotgunTimes: [] }, [{ ...started[0]!, teeTime: '07:40' }])).toBe('Tee times from 07:40');
    expect(hornLine({ startMode: null, shotgunTimes: [] }, [])).toBe('Assign the starting positions first');
  });
});
