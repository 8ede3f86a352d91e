import { limits, type LeaderboardResponse, type LeaderboardRow } from '@fairway/contracts';
import { formatLabel } from './format-labels';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function ordinal(position: number): string {
  const tens = position % 100;
  if (tens >= 11 && tens <= 13) return `${position}th`;
  return `${position}${['th', 'st', 'nd', 'rd'][position % 10] ?? 'th'}`;
}

function placeText(row: LeaderboardRow): string {
  const place = row.positionLabel.startsWith('T') ? `tied ${ordinal(row.position!)} (${row.positionLabel})` : ordinal(row.position!);
  return row.isLeader ? `${place}, leading` : place;
}

function progressText(row: LeaderboardRow): string {
  const thru = row.thru >= limits.holesPerRound ? 'finished (F)' : `thru ${row.thru}, now on hole ${row.currentHole}`;
  return row.startingHole && row.startingHole !== 1 ? `${thru}, started on hole ${row.startingHole}` : thru;
}

function gapText(row: LeaderboardRow, ranked: readonly LeaderboardRow[]): string {
  const leader = ranked.find((candidate) => candidate.isLeader);
  if (!leader || leader.teamId === row.teamId) {
    const next = ranked.find((candidate) => !candidate.isLeader);
    return row.isLeader && next && next.totalScore > row.totalScore ? ` ${plural(next.totalScore - row.totalScore, 'stroke')} ahead of ${next.teamName}.` : '';
  }
  const behind = row.totalScore - leader.totalScore;
  return behind > 0 ? ` ${plural(behind, 'stroke')} behind ${leader.teamName}.` : '';
}

/** Where one team stands: position, score against par, thru, and the gap to the leader. */
export function teamStandingAnswer(board: LeaderboardResponse, teamId: string): string {
  const row = board.rows.find((candidate) => candidate.teamId === teamId);
  if (!row) return `That team is not on the ${board.tournamentName} leaderboard.`;
  const heading = `${board.tournamentName} (${formatLabel[board.format]}):`;
  if (row.position === null) return `${heading} ${row.teamName} have no score yet; they start on hole ${row.startingHole ?? 1}.`;
  const ranked = board.rows.filter((candidate) => candidate.position !== null);
  return `${heading} ${row.teamName} are ${placeText(row)} at ${row.totalScoreLabel} (${progressText(row)}).${gapText(row, ranked)}`;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The team a question names ("the Eagles", "eagles"), the longest name first; none when it names none. */
export function teamNamedIn(board: LeaderboardResponse, question: string): LeaderboardRow | undefined {
  const text = ` ${words(question)} `;
  const byLength = [...board.rows].sort((a, b) => b.teamName.length - a.teamName.length);
  return byLength.find((row) => {
    const name = words(row.teamName).replace(/^the /, '');
    return name.length >= 3 && text.includes(` ${name} `);
  });
}
