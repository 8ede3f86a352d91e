// Client forms of the join page (create, join, save, register) and the scorecard's Manage Team dialog.
import { z } from 'zod';
import { requiredText } from './common.schema';
import { limits } from './limits';
import { messages } from './messages';
import { hasNamedPlayer, playerDraft } from './player-draft.schema';
import { handicapIndex, registrationHandicap } from './player.schema';
import { hasUniquePositions, startingHole } from './team.schema';

function draftRoster(handicapRange: z.ZodNumber) {
  return z
    .array(playerDraft(handicapRange))
    .max(limits.maxPlayersPerTeam, messages.team.tooManyPlayers)
    .refine(hasUniquePositions, { error: messages.team.duplicatePosition });
}

/** Create foursome: 'Team name required' / 'Please enter a name for your foursome.' */
export const createFoursomeForm = z.object({
  name: requiredText(messages.foursome.teamNameRequired.title, limits.maxNameLength),
  startingHole: startingHole.default(limits.defaultStartingHole),
});
export type CreateFoursomeForm = z.infer<typeof createFoursomeForm>;

/** Save team: at least one named player, handicaps 0-36 (registration). */
export const saveTeamForm = z.object({
  name: requiredText(messages.foursome.teamNameRequired.title, limits.maxNameLength),
  players: draftRoster(registrationHandicap).refine(hasNamedPlayer, { error: messages.foursome.playerRequired.title }),
});
export type SaveTeamForm = z.infer<typeof saveTeamForm>;
export type SaveTeamFormValues = z.input<typeof saveTeamForm>;

/** Register: the same roster, refused as 'Cannot register empty team' when nobody is named. */
export const registerTeamForm = z.object({
  name: requiredText(messages.foursome.teamNameRequired.title, limits.maxNameLength),
  players: draftRoster(registrationHandicap).refine(hasNamedPlayer, { error: messages.foursome.emptyTeam.title }),
});
export type RegisterTeamForm = z.infer<typeof registerTeamForm>;

/** Manage Team dialog: 'Team name required' / 'Please enter a name for your team.'; handicaps 0-54. */
export const manageTeamForm = z.object({
  name: requiredText(messages.manageTeam.teamNameRequired.title, limits.maxNameLength),
  players: draftRoster(handicapIndex),
});
export type ManageTeamForm = z.infer<typeof manageTeamForm>;
export type ManageTeamFormValues = z.input<typeof manageTeamForm>;
