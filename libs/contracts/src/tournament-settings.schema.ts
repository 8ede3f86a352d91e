import { z } from 'zod';
import { messages } from './messages';

function isBlank(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

export const tournamentFormats = ['best-ball', 'scramble', 'stroke-play', 'match-play'] as const;
export const tournamentFormat = z.enum(tournamentFormats, {
  error: (issue) => (isBlank(issue.input) ? messages.tournament.formatRequired : messages.tournament.formatInvalid),
});
export type TournamentFormat = z.infer<typeof tournamentFormat>;

export const tournamentStatuses = ['upcoming', 'active', 'completed'] as const;
export const tournamentStatus = z.enum(tournamentStatuses, { error: messages.tournament.statusInvalid });
export type TournamentStatus = z.infer<typeof tournamentStatus>;

/** How equal scores are ranked: shared position (T2) or countback for the leader only or for everyone. */
export const tieBreakMethods = ['share', 'countback-leader', 'countback-all'] as const;
export const tieBreakMethod = z.enum(tieBreakMethods, { error: messages.tournament.tieBreakInvalid });
export type TieBreakMethod = z.infer<typeof tieBreakMethod>;

const allowancePercent = z.number().min(0).max(100);

/** Percentages of course handicap per team size, lowest course handicap first. */
const scrambleAllowances = z.object({
  twoPlayers: z.tuple([allowancePercent, allowancePercent]),
  threePlayers: z.tuple([allowancePercent, allowancePercent, allowancePercent]),
  fourPlayers: z.tuple([allowancePercent, allowancePercent, allowancePercent, allowancePercent]),
});

/** Handicap allowances in percent (WHS Appendix C); a tournament stores only the overrides it sets. */
export const handicapAllowances = z.object({
  strokePlay: allowancePercent.optional(),
  bestBall: allowancePercent.optional(),
  matchPlay: allowancePercent.optional(),
  fourBallMatchPlay: allowancePercent.optional(),
  scramble: scrambleAllowances.partial().optional(),
});
export type HandicapAllowances = z.infer<typeof handicapAllowances>;

export type ScrambleAllowances = z.infer<typeof scrambleAllowances>;

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
export function resolveHandicapAllowances(overrides: HandicapAllowances | null | undefined): ResolvedHandicapAllowances {
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
