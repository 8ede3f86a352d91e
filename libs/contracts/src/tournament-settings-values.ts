// The tournament settings' constants and defaults without zod, for forms that show them before any check.

export const tournamentFormats = ['best-ball', 'scramble', 'stroke-play', 'match-play'] as const;

export const tournamentStatuses = ['upcoming', 'active', 'completed'] as const;

/** How equal scores are ranked: shared position (T2) or countback for the leader only or for everyone. */
export const tieBreakMethods = ['share', 'countback-leader', 'countback-all'] as const;

/** Percentages of course handicap per team size, lowest course handicap first. */
export interface ScrambleAllowances {
  twoPlayers: [number, number];
  threePlayers: [number, number, number];
  fourPlayers: [number, number, number, number];
}

/** A tournament's overrides of the allowances, as stored. */
export interface HandicapAllowanceOverrides {
  strokePlay?: number | undefined;
  bestBall?: number | undefined;
  matchPlay?: number | undefined;
  fourBallMatchPlay?: number | undefined;
  scramble?: Partial<ScrambleAllowances> | undefined;
}

export interface ResolvedHandicapAllowances {
  strokePlay: number;
  bestBall: number;
  matchPlay: number;
  fourBallMatchPlay: number;
  scramble: ScrambleAllowances;
}

const defaults: ResolvedHandicapAllowances = {
  strokePlay: 95,
  bestBall: 85,
  matchPlay: 100,
  fourBallMatchPlay: 90,
  scramble: { twoPlayers: [35, 15], threePlayers: [30, 20, 10], fourPlayers: [25, 20, 15, 10] },
};
export const defaultHandicapAllowances: Readonly<ResolvedHandicapAllowances> = Object.freeze(defaults);

/** The defaults with a tournament's overrides applied. */
export function resolveHandicapAllowances(overrides: HandicapAllowanceOverrides | null | undefined): ResolvedHandicapAllowances {
  const defaults = defaultHandicapAllowances;
  return {
    strokePlay: overrides?.strokePlay ?? defaults.strokePlay,
    bestBall: overrides?.bestBall ?? defaults.bestBall,
    matchPlay: overrides?.matchPlay ?? defaults.matchPlay,
    fourBallMatchPlay: overrides?.fourBallMatchPlay ?? defaults.fourBallMatchPlay,
    scramble: {
      twoPlayers: [...(overrides?.scramble?.twoPlayers ?? defaults.scramble.twoPlayers)],
      threePlayers: [...(overrides?.scramble?.threePlayers ?? defaults.scramble.threePlayers)],
      fourPlayers: [...(overrides?.scramble?.fourPlayers ?? defaults.scramble.fourPlayers)],
    },
  };
}
