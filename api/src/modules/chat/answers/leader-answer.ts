import { limits, type LeaderboardResponse, type LeaderboardRow } from '@fairway/contracts';

const TOP_ROWS = 3;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function progressText(row: LeaderboardRow): string {
  const thru = row.thru >= limits.holesPerRound ? 'F' : `thru ${row.thru}`;
  return row.startingHole && row.startingHole !== 1 ? `${thru}, started on ${row.startingHole}` : thru;
}

function leadText(ranked: readonly LeaderboardRow[]): string {
  const leaders = ranked.filter((row) => row.isLeader);
  const [leader] = leaders;
  if (!leader) return '';
  if (leaders.length > 1) return `Sharing the lead at ${leader.totalScoreLabel}: ${leaders.map((row) => row.teamName).join(' and ')}.`;
  const runnerUp = ranked.find((row) => !row.isLeader);
  const margin = runnerUp ? runnerUp.totalScore - leader.totalScore : 0;
  return margin > 0 ? `Leader: ${leader.teamName}, ${plural(margin, 'stroke')} clear.` : `Leader: ${leader.teamName}.`;
}

function boardText(board: LeaderboardResponse): string[] {
  const heading = `${board.tournamentName} (${board.format.replace('-', ' ')}):`;
  const ranked = board.rows.filter((row) => row.position !== null);
  if (board.rows.length === 0) return [heading, 'No teams are registered yet.'];
  if (ranked.length === 0) return [heading, `No scores yet: ${plural(board.rows.length, 'team')} registered. The board fills in as teams complete holes.`];
  const rows = ranked.slice(0, TOP_ROWS).map((row) => `- ${row.positionLabel}. ${row.teamName}: ${row.totalScoreLabel} (${progressText(row)})`);
  return [heading, ...rows, leadText(ranked)].filter(Boolean);
}

/** Who is leading, from the real leaderboards, one block per tournament. */
export function leaderAnswer(boards: readonly LeaderboardResponse[]): string {
  const blocks = boards.map((board) => boardText(board).join('\n'));
  return ['Live leaderboard', ...blocks, 'The Leaderboard page and the TV view show the whole board as scores come in.'].join('\n\n');
}
