import { alphabeticalPlayers, renderAlphabeticalList, surnameFirst } from './alphabetical-list.document';
import { readPdf } from './testing/pdf-reader';
import { printDataFixture } from './testing/print-data.fixture';
import { renderPdf } from './testing/render-pdf';

describe('alphabetical list', () => {
  it('lists every player A-Z by surname then first name, with team and start, on pages that each repeat the header row', async () => {
    const data = printDataFixture({ teams: 36 });
    const pdf = await readPdf(await renderPdf((doc) => renderAlphabeticalList(doc, data, 'letter')));

    expect(pdf.pages.length).toBeGreaterThan(1);
    for (const page of pdf.pages) expect(page.lines.some((line) => line.startsWith('Player Team Start Checked in'))).toBe(true);
    const rows = pdf.pages.flatMap((page) => page.lines.filter((line) => /, .* Hole \d+[AB]$/.test(line)));
    expect(rows).toHaveLength(144);
    const surnames = rows.map((row) => row.split(',')[0]!);
    expect(surnames).toEqual([...surnames].sort((a, b) => a.localeCompare(b)));
    const first = alphabeticalPlayers(data)[0]!;
    const { surname, given } = surnameFirst(first.player.name);
    expect(rows[0]).toBe(`${surname}, ${given} ${first.team.name} ${first.team.startLabel}`);
  });

  it('sorts by first name within a surname and takes the last word as the surname', () => {
    const data = printDataFixture({ teams: 1 });
    const team = {
      ...data.teams[0]!,
      players: ['Zoe Adams', 'Ann van Dyke', 'Bea Adams', 'Cher'].map((name, index) => ({ ...data.teams[0]!.players[0]!, id: `p${index}`, name })),
    };
    expect(alphabeticalPlayers({ teams: [team] }).map(({ player }) => player.name)).toEqual(['Bea Adams', 'Zoe Adams', 'Cher', 'Ann van Dyke']);
  });

  it('ticks the box of a checked-in player and leaves the others empty', async () => {
    const base = printDataFixture({ teams: 1 });
    const players = base.teams[0]!.players.map((player, index) => ({ ...player, checkedIn: index === 0 }));
    const pdf = await readPdf(await renderPdf((doc) => renderAlphabeticalList(doc, { ...base, teams: [{ ...base.teams[0]!, players }] }, 'a4')));
    expect(pdf.pages[0]!.text).toContain('4 players · 1 checked in');
  });
});
