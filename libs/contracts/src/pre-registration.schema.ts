// The admin's Pre-Register tab keeps draft teams on the client, then posts one createTeamInput per draft.
import { z } from 'zod';
import { limits } from './limits';
import { messages, toastLine } from './messages';
import { hasNamedPlayer, playerDraft, toPlayerInputs } from './player-draft.schema';
import { handicapIndex } from './player.schema';
import { startingHole, type CreateTeamInput } from './team.schema';

export { emptyPreRegistrationDraft } from './pre-registration-values';

export const preRegistrationPlayerDraft = playerDraft(handicapIndex);
export type PreRegistrationPlayerDraft = z.infer<typeof preRegistrationPlayerDraft>;

export const preRegistrationDraft = z.object({
  teamName: z.string().trim().min(1, toastLine(messages.preRegistration.teamNameRequired)),
  players: z
    .array(preRegistrationPlayerDraft)
    .max(limits.maxPlayersPerTeam, messages.team.tooManyPlayers)
    .refine(hasNamedPlayer, { error: toastLine(messages.preRegistration.playersRequired) }),
  startingHole: startingHole.default(limits.defaultStartingHole),
});
export type PreRegistrationDraft = z.infer<typeof preRegistrationDraft>;
export type PreRegistrationDraftValues = z.input<typeof preRegistrationDraft>;

export const preRegistrationDrafts = z.array(preRegistrationDraft).min(1, toastLine(messages.preRegistration.noTeams));
export type PreRegistrationDrafts = z.infer<typeof preRegistrationDrafts>;

/** Submit a validated draft: named players only, blank handicap -> 18, blank email -> null. */
export function toCreateTeamInput(draft: PreRegistrationDraft): CreateTeamInput {
  return { name: draft.teamName.trim(), startingHole: draft.startingHole, players: toPlayerInputs(draft.players) };
}
