import { maxEventMembers } from './event-team.schema';

/** What the API says when it refuses a change to the event team or an invitation (the spec's words). */
export const eventTeamMessages = {
  memberNotFound: 'There is no such member on this event team.',
  teamFull: `An event team has at most ${maxEventMembers} members and invitations. Revoke one before inviting someone else.`,
  contestsRequired: 'Choose the contests this volunteer looks after.',
  contestNotInEvent: 'Choose contests of this tournament.',
  ownerAddress: 'That is the owner of this tournament: an owner needs no invitation.',
  alreadyOnTeam: (email: string) => `${email} is already on this event team or invited. Change their role instead.`,
  revokedMember: 'This role was revoked. Invite the person again to give them a role.',
  invitationUnknown: 'This invitation link is not valid or was already used. Ask the organiser for a new one.',
  invitationWithdrawn: 'This invitation was withdrawn by the organiser.',
  invitationUsed: 'This invitation has already been accepted.',
  verifyEmailFirst: 'Verify your e-mail address (follow the link we sent you), then sign in again to accept this invitation.',
  wrongAccount: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  ownerAccepting: 'You own this tournament already: an owner needs no invitation.',
  alreadyMember: 'You already hold a role on this event. Ask the organiser to change it instead.',
  transferNotActive: 'Only an active member can become the owner: they accept their invitation first.',
} as const;
