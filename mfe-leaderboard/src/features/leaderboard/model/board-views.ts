import type { LeaderboardResponse } from '@fairway/contracts/leaderboard';

export type BoardView = 'teams' | 'players' | 'stableford' | 'matches';

/** The views a board offers for its format: match play lists matches; stroke play and best ball add individual and Stableford. */
export function viewsFor(board: LeaderboardResponse): BoardView[] {
  if (board.format === 'match-play') return ['matches', 'teams'];
  const views: BoardView[] = ['teams'];
  if (board.players && board.format === 'stroke-play') views.push('players');
  if (board.players) views.push('stableford');
  return views;
}

/** The views a board of this format will offer (boards of stroke play and best ball carry every player). */
export function viewsForFormat(format: LeaderboardResponse['format']): BoardView[] {
  if (format === 'match-play') return ['matches', 'teams'];
  if (format === 'stroke-play') return ['teams', 'players', 'stableford'];
  return format === 'best-ball' ? ['teams', 'stableford'] : ['teams'];
}

export const viewNames: Record<BoardView, string> = { teams: 'Teams', players: 'Individual', stableford: 'Stableford', matches: 'Matches' };
