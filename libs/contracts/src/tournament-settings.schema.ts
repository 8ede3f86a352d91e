import { z } from 'zod';
import { messages } from './messages';
import { tieBreakMethods, tournamentFormats, tournamentStatuses } from './tournament-settings-values';

export {
  defaultHandicapAllowances,
  type HandicapAllowanceOverrides,
  type ResolvedHandicapAllowances,
  resolveHandicapAllowances,
  type ScrambleAllowances,
  tieBreakMethods,
  tournamentFormats,
  tournamentStatuses,
} from './tournament-settings-values';

function isBlank(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

export const tournamentFormat = z.enum(tournamentFormats, {
  error: (issue) => (isBlank(issue.input) ? messages.tournament.formatRequired : messages.tournament.formatInvalid),
});
export type TournamentFormat = z.infer<typeof tournamentFormat>;

export const tournamentStatus = z.enum(tournamentStatuses, { error: messages.tournament.statusInvalid });
export type TournamentStatus = z.infer<typeof tournamentStatus>;

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
