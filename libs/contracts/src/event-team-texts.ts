import type { EventMemberStatus, EventRole } from './event-team.schema';

/** What each role is called on screen. */
export const eventRoleLabels: Readonly<Record<EventRole, string>> = {
  owner: 'Owner',
  'co-organiser': 'Co-organiser',
  'check-in': 'Check-in desk',
  auction: 'Auction desk',
  contest: 'Contest volunteer',
  scorer: 'Scorer',
};

/** One line on what each role may do, beside the role in the invite form and the invitation. */
export const eventRoleDuties: Readonly<Record<EventRole, string>> = {
  owner: 'Everything, including deleting the event and handing ownership over.',
  'co-organiser': 'Everything but deleting the event and ownership.',
  'check-in': 'Checks players in, sells add-ons and records cash and cheques.',
  auction: 'Checks auction winners out by bidder number.',
  contest: 'Runs the stations of their contest holes.',
  scorer: "Enters or corrects any team's card for the day.",
};

export const eventMemberStatusLabels: Readonly<Record<EventMemberStatus, string>> = {
  invited: 'Invited',
  active: 'Active',
  revoked: 'Revoked',
};

/** Every sentence of the event team's screens, once. */
export const eventTeamTexts = {
  /** The API's message with error code EVENT_ROLE_REVOKED, and what an open page says once the role is gone. */
  roleRevoked: 'Your role on this event was removed by the organiser.',
  teamFetchFailed: 'Failed to load the event team',
  inviteFailed: 'Failed to create the invitation',
  changeFailed: 'Failed to change the role',
  revokeFailed: 'Failed to revoke the role',
  transferFailed: 'Failed to hand ownership over',
  acceptFailed: 'Failed to accept the invitation',
  invitationFetchFailed: 'Failed to load the invitation',
  invitationNotFound: 'This invitation link is not valid. Ask the organiser for a new one.',
  invitationRevoked: 'This invitation was withdrawn by the organiser.',
  invitationUsed: 'This invitation has already been accepted.',
  myEventsFetchFailed: 'Failed to load your events',
  linkShownOnce: 'This link and code are shown only once. Copy them now.',
} as const;
