import { z } from 'zod';
import { entityId, hasAnyDefinedField, requiredText, wholeNumberBetween } from './common.schema';
import { limits } from './limits';
import { messages } from './messages';
import { player, playerInput } from './player.schema';
import { teammateDetails } from './registration.schema';

export const inviteCode = z.string().regex(new RegExp(`^[A-Z0-9]{${limits.inviteCodeLength}}$`), messages.team.inviteCodeFormat);

export const startingHole = wholeNumberBetween(1, limits.holesPerRound, messages.team.startingHoleRange);

export const teamName = requiredText(messages.team.nameRequired, limits.maxNameLength);

export function hasUniquePositions(players: ReadonlyArray<{ position: unknown }>): boolean {
  return new Set(players.map((entry) => entry.position)).size === players.length;
}

function roster<Entry extends z.ZodType<{ position: number }>>(entry: Entry) {
  return z.array(entry).max(limits.maxPlayersPerTeam, messages.team.tooManyPlayers).refine(hasUniquePositions, { error: messages.team.duplicatePosition });
}

/**
 * Body of POST /api/tournaments/{id}/teams (create foursome, save team, admin add, pre-registration).
 * inviteCode, currentHole and tournamentId are accepted and ignored: the server generates the code,
 * starts at the starting hole and takes the tournament from the path.
 */
export const createTeamInput = z.object({
  name: teamName,
  /** Defaults to hole 1; null leaves the team unassigned. */
  startingHole: startingHole.nullable().default(limits.defaultStartingHole),
  players: roster(playerInput).default([]),
  inviteCode: z.string().optional(),
  currentHole: z.number().optional(),
  tournamentId: z.string().optional(),
});
export type CreateTeamInput = z.infer<typeof createTeamInput>;
export type CreateTeamRequest = z.input<typeof createTeamInput>;

export const teamPlayerUpdate = playerInput.extend({ id: entityId.optional() });
export type TeamPlayerUpdate = z.infer<typeof teamPlayerUpdate>;

function hasUniquePlayerIds(players: ReadonlyArray<{ id?: string | undefined }>): boolean {
  const ids = players.flatMap((entry) => (entry.id ? [entry.id.toLowerCase()] : []));
  return new Set(ids).size === ids.length;
}

/**
 * Body of PATCH /api/teams/{id}: at least one field. `players`, when sent, is the whole roster:
 * entries with an id update that player, entries without one are added, players left out are removed.
 */
export const updateTeamInput = z
  .object({
    name: teamName.optional(),
    startingHole: startingHole.nullable().optional(),
    players: roster(teamPlayerUpdate).refine(hasUniquePlayerIds, { error: messages.team.duplicatePlayer }).optional(),
  })
  .refine(hasAnyDefinedField, { error: messages.validation.atLeastOneField });
export type UpdateTeamInput = z.infer<typeof updateTeamInput>;
export type UpdateTeamRequest = z.input<typeof updateTeamInput>;

const inviteCodeRequired = messages.foursome.inviteCodeRequired.title;

/** Join a foursome by invite code: required, at most 6 characters, forced to uppercase. */
export const joinTeamInput = z.object({
  inviteCode: z
    .string({ error: inviteCodeRequired })
    .trim()
    .toUpperCase()
    .min(1, inviteCodeRequired)
    .max(limits.inviteCodeLength, messages.team.inviteCodeTooLong),
  /** A team registered online with per-player questions or a waiver: the joiner's answers and acceptance. */
  details: teammateDetails.optional(),
});
export type JoinTeamInput = z.infer<typeof joinTeamInput>;

export const team = z.object({
  id: entityId,
  name: z.string(),
  tournamentId: entityId,
  /** Null in the public team list unless the caller is on the team or administers the tournament. */
  inviteCode: inviteCode.nullable(),
  startingHole: startingHole.nullable(),
  /** A or B on a doubled shotgun hole, null for a lone group (the starting positions, @fairway/contracts/starts). */
  startSlot: z.string().nullable().optional(),
  /** "07:30": the tee time, or a shotgun's horn time; null when none is set. */
  teeTime: z.string().nullable().optional(),
  /** 2 for a team in a two-wave shotgun's second wave (its label says so while the horn time is not set). */
  startWave: z.union([z.literal(1), z.literal(2)]).optional(),
  currentHole: wholeNumberBetween(1, limits.holesPerRound, messages.score.holeRange),
  /** Relative to par over the holes played (0 is even). */
  totalScore: z.number().int(),
  players: z.array(player),
});
export type Team = z.infer<typeof team>;

export const teamsResponse = z.array(team);
export type TeamsResponse = z.infer<typeof teamsResponse>;
