import type { TournamentFormat } from '@fairway/contracts';

export const formatLabels: Record<TournamentFormat, { name: string; summary: string }> = {
  'best-ball': { name: 'Best Ball', summary: 'Everyone plays their own ball; the best net score on each hole counts for the team.' },
  scramble: { name: 'Scramble', summary: 'The team picks its best shot each time and all play from there.' },
  'stroke-play': { name: 'Stroke Play', summary: 'Every stroke counts: the lowest total over the round wins.' },
  'match-play': { name: 'Match Play', summary: 'Hole by hole: win more holes than the other side.' },
};
