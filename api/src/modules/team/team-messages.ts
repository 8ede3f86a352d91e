// API texts of this module where the spec is silent; the join failure text is the spec's own.
import { limits, messages } from '@fairway/contracts';

export const teamMessages = {
  teamNotFound: 'Team not found',
  teamNotInTournament: 'Team not found in this tournament',
  playerNotFound: 'Player not found',
  playerNotOnTeam: (playerId: string) => `Player ${playerId} is not on this team`,
  teamFull: `This team already has ${limits.maxPlayersPerTeam} players`,
  positionTaken: (position: number) => `Position ${position} is already taken on this team`,
  positionConflict: 'Another player took that position at the same time; reload the team and try again',
  joinFailed: messages.foursome.joinError.description,
  creatorNeedsSlot: `A foursome you create includes you: leave one of the ${limits.maxPlayersPerTeam} places free or add your e-mail to a player`,
  unstorableText: 'Text cannot contain NUL characters',
  inviteCodeExhausted: 'Could not find a free invite code; please try again',
  teamForbidden: 'Only a member of this team or the tournament admin can change it',
  adminOnlyDelete: 'Only the tournament admin can delete a team',
  adminOnlyCheckIn: 'Only the tournament admin can check players in',
  adminOnlyInviteCode: 'Only the tournament admin can issue a new invite code', // added
} as const;
