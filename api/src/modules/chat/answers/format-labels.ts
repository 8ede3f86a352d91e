import type { TournamentFormat } from '@fairway/contracts';

export const formatLabel: Record<TournamentFormat, string> = {
  'best-ball': 'best ball',
  scramble: 'scramble',
  'stroke-play': 'stroke play',
  'match-play': 'match play',
};
