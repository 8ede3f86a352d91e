/** Percentages of the course handicaps, lowest course handicap first, per scramble team size. */
export interface ScrambleAllowances {
  onePlayer: readonly number[];
  twoPlayers: readonly number[];
  threePlayers: readonly number[];
  fourPlayers: readonly number[];
}

/**
 * Handicap allowances in percent (95 = 95%), a tournament setting the Committee may change. Field
 * names match libs/contracts' handicapAllowances so a stored override object can be passed as is.
 */
export interface HandicapAllowances {
  /** Individual stroke play. */
  strokePlay: number;
  stableford: number;
  /** Four-ball (best ball) stroke play. */
  bestBall: number;
  /** Singles match play. */
  matchPlay: number;
  fourBallMatchPlay: number;
  scramble: ScrambleAllowances;
}

/** What a tournament stores: only the allowances it changes (null or missing keeps the default). */
export type HandicapAllowanceOverrides = { [K in Exclude<keyof HandicapAllowances, 'scramble'>]?: number | null } & {
  scramble?: { [K in keyof ScrambleAllowances]?: readonly number[] | null } | null;
};

/**
 * WHS Appendix C recommendations. WHS has no one-player scramble: such a "team" plays its own ball,
 * which is individual stroke play, so it gets the individual stroke-play allowance of 95%.
 */
export const DEFAULT_HANDICAP_ALLOWANCES: HandicapAllowances = {
  strokePlay: 95,
  stableford: 95,
  bestBall: 85,
  matchPlay: 100,
  fourBallMatchPlay: 90,
  scramble: { onePlayer: [95], twoPlayers: [35, 15], threePlayers: [30, 20, 10], fourPlayers: [25, 20, 15, 10] },
};

const INDIVIDUAL_KEYS = ['strokePlay', 'stableford', 'bestBall', 'matchPlay', 'fourBallMatchPlay'] as const;
const SCRAMBLE_SIZES = { onePlayer: 1, twoPlayers: 2, threePlayers: 3, fourPlayers: 4 } as const;

function assertPercent(value: number, label: string): void {
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new RangeError(`Handicap allowance ${label} must be a percentage from 0 to 100, got ${value}`);
  }
}

function resolveScramble(overrides: HandicapAllowanceOverrides['scramble']): ScrambleAllowances {
  const resolved = { ...DEFAULT_HANDICAP_ALLOWANCES.scramble };
  for (const [key, size] of Object.entries(SCRAMBLE_SIZES) as [keyof ScrambleAllowances, number][]) {
    const percents = overrides?.[key];
    if (percents == null) continue;
    if (percents.length !== size) {
      throw new RangeError(`Scramble allowance ${key} needs ${size} percentages, got ${percents.length}`);
    }
    percents.forEach((percent) => assertPercent(percent, `scramble.${key}`));
    resolved[key] = [...percents];
  }
  return resolved;
}

/** Defaults with the tournament's overrides applied; undefined or null overrides keep the default. */
export function resolveHandicapAllowances(overrides?: HandicapAllowanceOverrides | null): HandicapAllowances {
  const resolved: HandicapAllowances = { ...DEFAULT_HANDICAP_ALLOWANCES, scramble: resolveScramble(overrides?.scramble) };
  for (const key of INDIVIDUAL_KEYS) {
    const value = overrides?.[key];
    if (value == null) continue;
    assertPercent(value, key);
    resolved[key] = value;
  }
  return resolved;
}
