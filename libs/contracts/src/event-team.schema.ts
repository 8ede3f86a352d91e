import { z } from 'zod';
import { entityId, isoTimestamp } from './common.schema';
import { can, type EventPermission, eventPermissions, type EventRole, eventRoles, invitableRoles, roleLanding, rolePermissions } from './event-permissions';

export { can, type EventPermission, eventPermissions, type EventRole, eventRoles, invitableRoles, roleLanding, rolePermissions };

export const eventRole = z.enum(eventRoles);

export const invitableRole = z.enum(invitableRoles);
export type InvitableRole = z.infer<typeof invitableRole>;

export const eventPermission = z.enum(eventPermissions);

/** Organisation-wide roles: an admin acts as owner and an event manager as co-organiser on every event of the organisation. */
export const organisationRoles = ['admin', 'event-manager'] as const;
export const organisationRole = z.enum(organisationRoles);
export type OrganisationRole = z.infer<typeof organisationRole>;

export const organisationEventRole: Readonly<Record<OrganisationRole, EventRole>> = {
  admin: 'owner',
  'event-manager': 'co-organiser',
};

/** The strongest of the roles a person holds on a tournament (own row, organisation role). */
export function strongestRole(roles: ReadonlyArray<EventRole | null | undefined>): EventRole | null {
  const held = roles.filter((role): role is EventRole => !!role);
  if (held.length === 0) return null;
  return held.reduce((best, role) => (rolePermissions[role].length > rolePermissions[best].length ? role : best));
}

export const eventMemberStatus = z.enum(['invited', 'active', 'revoked']);
export type EventMemberStatus = z.infer<typeof eventMemberStatus>;

/** One member of an event's team, as the Team tab shows it. */
export const eventMember = z.object({
  id: entityId,
  tournamentId: entityId,
  role: eventRole,
  status: eventMemberStatus,
  /** Who the invitation was sent to, or who accepted it; null for a shared link nobody has used yet. */
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  /** For a contest volunteer: the contests whose station links they hold. */
  contestIds: z.array(entityId),
  invitedBy: z.string().nullable(),
  invitedAt: isoTimestamp,
  acceptedAt: isoTimestamp.nullable(),
  revokedAt: isoTimestamp.nullable(),
  lastActiveAt: isoTimestamp.nullable(),
});
export type EventMember = z.infer<typeof eventMember>;

export const eventTeam = z.object({ members: z.array(eventMember) });

/** Members and open invitations one tournament may have at once (revoked rows are not counted). */
export const maxEventMembers = 100;
export type EventTeam = z.infer<typeof eventTeam>;

export const inviteEventMember = z.object({
  /** With an e-mail the invitation goes through the outbox; without one the answer's link and code are shared by hand. */
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address.').max(254).optional(),
  role: invitableRole,
  contestIds: z.array(entityId).max(50).default([]),
});
export type InviteEventMember = z.infer<typeof inviteEventMember>;

/** The invitation's one-time code (and the link that carries it): shown once, to the person who made it. */
export const eventInvitation = z.object({
  member: eventMember,
  code: z.string(),
  link: z.string(),
});
export type EventInvitation = z.infer<typeof eventInvitation>;

export const changeEventMember = z.object({
  role: invitableRole,
  contestIds: z.array(entityId).max(50).optional(),
});
export type ChangeEventMember = z.infer<typeof changeEventMember>;

/** `/tournaments/:id/event-team/:memberId`. */
export const eventMemberParams = z.object({ id: entityId, memberId: entityId });
export type EventMemberParams = z.infer<typeof eventMemberParams>;

/** `/event-invites/:code`: a code is url-safe (what the API makes), so nothing else is looked up. */
export const eventInvitationParams = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'This invitation link is not valid.') });

export const acceptEventInvitation = z.object({ code: z.string().trim().min(1, 'Enter the invitation code.').max(100) });

/** What an invitation shows before it is accepted (no e-mails). */
export const eventInvitationPreview = z.object({
  tournamentId: entityId,
  tournamentName: z.string(),
  role: eventRole,
  status: eventMemberStatus,
});
export type EventInvitationPreview = z.infer<typeof eventInvitationPreview>;

export const transferOwnership = z.object({ memberId: entityId });

/** One tournament where the signed-in person holds a role. */
export const myEventRole = z.object({
  tournamentId: entityId,
  tournamentName: z.string(),
  date: z.string(),
  role: eventRole,
});
export const myEventRoles = z.object({ roles: z.array(myEventRole) });
export type MyEventRole = z.infer<typeof myEventRole>;
