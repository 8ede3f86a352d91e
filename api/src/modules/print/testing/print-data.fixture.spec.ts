import { readPdf } from './pdf-reader';
import { printDataFixture } from './print-data.fixture';
import { renderPdf } from './render-pdf';

describe('printDataFixture', () => {
  it('places 36 teams as a shotgun with every hole doubled, in starting order', () => {
    const data = printDataFixture();

    expect(data.teams).toHaveLength(36);
    expect(data.teams.slice(0, 3).map((team) => team.startLabel)).toEqual(['Hole 1A', 'Hole 1B', 'Hole 2A']);
    expect(new Set(data.teams.map((team) => team.startLabel)).size).toBe(36);
    expect(new Set(data.teams.flatMap((team) => team.players.map((player) => player.name))).size).toBe(144);
  });

  it('gives each player as many stroke dots as their handicap, on the hardest holes first', () => {
    const players = printDataFixture().teams.flatMap((team) => team.players);
    const holes = printDataFixture().holes;

    for (const player of players) {
      expect(player.strokesByHole.reduce((sum, strokes) => sum + strokes, 0)).toBe(player.handicap ?? 0);
    }
    const ten = players.find((player) => player.handicap === 10)!;
    expect(holes.filter((hole, index) => ten.strokesByHole[index] === 1).every((hole) => hole.strokeIndex <= 10)).toBe(true);
    expect(players.some((player) => player.strokesByHole.includes(2))).toBe(true);
  });

  it('has a contest on every par 3 and sponsor logos pdfkit can draw', async () => {
    const data = printDataFixture({ teams: 4, startsAssigned: false });

    expect(data.contests.map((contest) => contest.hole)).toEqual(data.holes.filter((hole) => hole.par === 3).map((hole) => hole.number));
    expect(data.teams.every((team) => team.startLabel === null)).toBe(true);
    const bytes = await renderPdf((doc) => {
      doc.addPage({ size: 'A4' });
      for (const sponsor of data.holeSponsors) doc.image(sponsor.logo!.bytes, { fit: [200, 100] });
    });
    expect((await readPdf(bytes)).pages[0]?.images).toBe(2);
  });
});
