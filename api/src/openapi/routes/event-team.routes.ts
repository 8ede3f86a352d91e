import { idParams } from '@fairway/contracts';
import {
  acceptEventInvitation,
  changeEventMember,
  eventInvitation,
  eventInvitationParams,
  eventInvitationPreview,
  eventMember,
  eventMemberParams,
  eventTeam,
  inviteEventMember,
  maxEventMembers,
  myEventRoles,
  transferOwnership,
} from '@fairway/contracts/event-team';
import type { OpenApiRoute } from '../openapi-route';

const base = '/api/tournaments/{id}/event-team';
const tag = 'Event team';
const member = { name: 'EventMember', schema: eventMember };
const manage = "The tournament's owner and co-organisers (permission `team.manage`); a revoked member gets 403 with code EVENT_ROLE_REVOKED.";
const live = "Publishes an `event-team` live event, so open Team tabs and the members' own pages read their roles again.";

export const eventTeamRoutes: OpenApiRoute[] = [
  {
    method: 'get',
    path: base,
    tag,
    summary: 'The event team: invitations, active and revoked members with their roles, contests, e-mails and last activity',
    description: manage,
    access: 'signed-in',
    params: idParams,
    success: [{ status: 200, description: 'Every member, revoked last', body: { name: 'EventTeam', schema: eventTeam } }],
    extraErrors: [403, 404],
  },
  {
    method: 'post',
    path: `${base}/invites`,
    tag,
    summary: 'Invite someone to a role, by e-mail (sent through the outbox) or by a link shared by hand',
    description: `${manage} The one-time code is in this answer only (the table keeps its sha-256); the link is on the caller's own origin, the e-mail's on PUBLIC_BASE_URL. A contest volunteer needs contests of this tournament (400). At most ${maxEventMembers} members and open invitations (409), one live invitation or role per e-mail address (409). ${live}`,
    access: 'signed-in',
    params: idParams,
    body: { name: 'InviteEventMember', schema: inviteEventMember },
    success: [{ status: 201, description: 'The invitation with its code and link, shown once', body: { name: 'EventInvitation', schema: eventInvitation } }],
    extraErrors: [403, 404, 409],
  },
  {
    method: 'patch',
    path: `${base}/{memberId}`,
    tag,
    summary: "Change a member's role (and a contest volunteer's contests)",
    description: `${manage} The owner is not a row here (see POST /api/tournaments/{id}/owner); a revoked member is invited again instead (409). The change names who made it. ${live}`,
    access: 'signed-in',
    params: eventMemberParams,
    body: { name: 'ChangeEventMember', schema: changeEventMember },
    success: [{ status: 200, description: 'The member as changed', body: member }],
    extraErrors: [403, 404, 409],
  },
  {
    method: 'delete',
    path: `${base}/{memberId}`,
    tag,
    summary: "Revoke a member's role or withdraw an invitation, at once",
    description: `${manage} The member's next request on the event is refused (403, EVENT_ROLE_REVOKED); a withdrawn invitation's link says so. Revoking again changes nothing. ${live}`,
    access: 'signed-in',
    params: eventMemberParams,
    success: [{ status: 204, description: 'Revoked' }],
    extraErrors: [403, 404],
  },
  {
    method: 'post',
    path: '/api/tournaments/{id}/owner',
    tag,
    summary: 'Hand the tournament over to an active member',
    description: `Only the owner (permission \`event.transfer\`). In one transaction: adminUserId becomes the member's uid, their team row ends and the previous owner joins the team as an active co-organiser. ${live}`,
    access: 'signed-in',
    params: idParams,
    body: { name: 'TransferOwnership', schema: transferOwnership },
    success: [{ status: 204, description: 'Handed over' }],
    extraErrors: [403, 404, 409],
  },
  {
    method: 'get',
    path: '/api/event-invites/{code}',
    tag,
    summary: 'What an invitation is: the tournament, the role and whether it still waits (no e-mails)',
    description: "404 for an unknown or already accepted code; a withdrawn invitation answers 200 with status 'revoked'.",
    access: 'public',
    params: eventInvitationParams,
    success: [{ status: 200, description: 'The invitation', body: { name: 'EventInvitationPreview', schema: eventInvitationPreview } }],
    extraErrors: [404],
  },
  {
    method: 'post',
    path: '/api/event-invites/accept',
    tag,
    summary: "Accept an invitation: the role becomes the caller's, active at once",
    description:
      'Works once: of two accepts at once one wins, the other gets 404. An invitation sent to an e-mail is accepted only by an account with that verified address (403); a shared link by anyone signed in. The owner (409), someone already on the team (409) and a withdrawn invitation (410) are refused. ' +
      live,
    access: 'signed-in',
    body: { name: 'AcceptEventInvitation', schema: acceptEventInvitation },
    success: [{ status: 200, description: "The caller's membership, active", body: member }],
    extraErrors: [403, 404, 409, 410],
  },
  {
    method: 'get',
    path: '/api/me/event-roles',
    tag,
    summary: 'The tournaments where the signed-in person holds a role (owner or active member), soonest first',
    access: 'signed-in',
    success: [{ status: 200, description: 'Each tournament with the strongest role held', body: { name: 'MyEventRoles', schema: myEventRoles } }],
  },
];
