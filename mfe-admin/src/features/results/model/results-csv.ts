// Export CSV of the results page: the board, every team's card (gross and net per hole), then contests, skins
// and awards, one file.
import type { LeaderboardRow } from '@fairway/contracts/leaderboard';
import { type DayExtras, dayExtrasCsvRows } from './day-extras';
import type { TeamCard } from './team-card';

function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  // Quote fields with separators or quotes; a leading =,+,-,@ is neutralised so spreadsheets do not run it.
  const safe = /^[=+\-@]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const row = (values: ReadonlyArray<string | number | null>) => values.map(cell).join(',');

export function resultsCsv(
  boardRows: readonly LeaderboardRow[],
  cards: ReadonlyArray<{ teamName: string; card: TeamCard }>,
  extras: DayExtras = { contests: [], skins: null, awards: null },
): string {
  const lines = [row(['Position', 'Team', 'Thru', 'Gross', 'Net', 'To Par'])];
  for (const entry of boardRows) lines.push(row([entry.positionLabel, entry.teamName, entry.thru, entry.grossTotal, entry.netTotal, entry.totalScoreLabel]));
  const holes = cards[0]?.card.holes ?? [];
  lines.push('', row(['Team', 'Player', 'Score', ...holes.map((hole) => `H${hole}`), 'Total']));
  for (const { teamName, card } of cards) {
    for (const line of [...card.players, card.team]) {
      lines.push(row([teamName, line.label, 'Gross', ...line.gross, line.grossTotal]));
      lines.push(row([teamName, line.label, 'Net', ...line.net, line.netTotal]));
    }
  }
  for (const values of dayExtrasCsvRows(extras)) lines.push(values.length === 0 ? '' : row(values));
  return `${lines.join('\r\n')}\r\n`;
}
