import type { PrintData, PrintDocumentRenderer, PrintPlayer, PrintTeam } from './print-data';
import { checkBox, tournamentLine } from './print-kit';
import { drawTable } from './print-table';

export interface ListedPlayer {
  player: PrintPlayer;
  team: PrintTeam;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** "Ann van Dyke" → surname "Dyke", given "Ann van": the last word is the surname, as the desk looks people up. */
export function surnameFirst(name: string): { surname: string; given: string } {
  const words = name.trim().split(/\s+/);
  const surname = words.pop() ?? '';
  return { surname, given: words.join(' ') };
}

/** Every player of the field, A to Z by surname then given name (then team, so namesakes keep one order). */
export function alphabeticalPlayers(data: Pick<PrintData, 'teams'>): ListedPlayer[] {
  const listed = data.teams.flatMap((team) => team.players.map((player) => ({ player, team, ...surnameFirst(player.name) })));
  listed.sort((a, b) => collator.compare(a.surname, b.surname) || collator.compare(a.given, b.given) || collator.compare(a.team.name, b.team.name));
  return listed.map(({ player, team }) => ({ player, team }));
}

/** The check-in desk's list: player (surname first), team, start and a box, already ticked for those checked in. */
export const renderAlphabeticalList: PrintDocumentRenderer = (doc, data, paper) => {
  const rows = alphabeticalPlayers(data);
  drawTable(doc, {
    paper,
    title: 'Players A-Z',
    subtitle: `${tournamentLine(data)} · ${rows.length} players · ${rows.filter((row) => row.player.checkedIn).length} checked in`,
    rows,
    columns: [
      { title: 'Player', share: 0.34, text: ({ player }) => listedName(player.name) },
      { title: 'Team', share: 0.34, text: ({ team }) => team.name },
      { title: 'Start', share: 0.18, text: ({ team }) => team.startLabel ?? '-' },
      { title: 'Checked in', share: 0.14, draw: (pdf, { player }, cell) => checkBox(pdf, cell.x + 20, cell.y + 4, 12, player.checkedIn) },
    ],
  });
};

/** "Dyke, Ann van" (a one-word name stays as it is). */
function listedName(name: string): string {
  const { surname, given } = surnameFirst(name);
  return given ? `${surname}, ${given}` : surname;
}
