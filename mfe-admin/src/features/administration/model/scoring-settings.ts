// The Tournament tab's scoring settings: which handicap allowances matter for the event's format, and the
// typed percentages turned into the overrides the API stores.
import type { HandicapAllowances, TieBreakMethod, TournamentFormat } from '@fairway/contracts/tournament-settings';
import { resolveHandicapAllowances } from '@fairway/contracts/tournament-settings-values';

export type ScrambleSize = 'twoPlayers' | 'threePlayers' | 'fourPlayers';
export type AllowanceKey = 'strokePlay' | 'bestBall' | 'matchPlay' | 'fourBallMatchPlay' | `scramble.${ScrambleSize}`;

export const allowanceLabels: Record<AllowanceKey, string> = {
  strokePlay: 'Stroke play allowance (%)',
  bestBall: 'Best ball allowance (%)',
  matchPlay: 'Singles match play allowance (%)',
  fourBallMatchPlay: 'Four-ball match play allowance (%)',
  'scramble.fourPlayers': 'Scramble, 4 players (% per player, lowest handicap first)',
  'scramble.threePlayers': 'Scramble, 3 players (%)',
  'scramble.twoPlayers': 'Scramble, 2 players (%)',
};

const keysByFormat: Record<TournamentFormat, AllowanceKey[]> = {
  'stroke-play': ['strokePlay'],
  'best-ball': ['bestBall'],
  'match-play': ['matchPlay', 'fourBallMatchPlay'],
  scramble: ['scramble.fourPlayers', 'scramble.threePlayers', 'scramble.twoPlayers'],
};

export const tieBreakLabels: Record<TieBreakMethod, string> = {
  share: 'Share the position (T2)',
  'countback-leader': 'Countback for the lead only',
  'countback-all': 'Countback for every position',
};

export const allowanceKeys = (format: TournamentFormat) => keysByFormat[format];

/** The values the form starts with: the tournament's overrides over the defaults, as text. */
export function allowanceTexts(format: TournamentFormat, overrides: HandicapAllowances | null): Partial<Record<AllowanceKey, string>> {
  const resolved = resolveHandicapAllowances(overrides);
  return Object.fromEntries(
    allowanceKeys(format).map((key) => {
      const value = key.startsWith('scramble.')
        ? resolved.scramble[key.slice('scramble.'.length) as ScrambleSize].join(', ')
        : String(resolved[key as keyof typeof resolved]);
      return [key, value];
    }),
  );
}

export function percentMessage(key: AllowanceKey): string {
  const count = { 'scramble.fourPlayers': 4, 'scramble.threePlayers': 3, 'scramble.twoPlayers': 2 }[key as `scramble.${ScrambleSize}`];
  return count ? `Enter ${count} percentages from 0 to 100, separated by commas` : 'Enter a percentage from 0 to 100';
}
