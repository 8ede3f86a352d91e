import { type EventPermission, type EventRole, eventRoles, rolePermissions } from './event-team.schema';

/** The error code of the 403 a member gets once their role was revoked: an open page says so and stops. */
export const eventRoleRevokedCode = 'EVENT_ROLE_REVOKED';

/** Who the volunteers' roles are in a refusal ("… and check-in desk can …"); owners and co-organisers are the organisers. */
const volunteers: Readonly<Record<Exclude<EventRole, 'owner' | 'co-organiser'>, string>> = {
  'check-in': 'check-in desk',
  auction: 'auction desk',
  contest: 'contest volunteers',
  scorer: 'scorers',
};

const listed = (names: readonly string[]) => (names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`);

/**
 * What a 403 says when the caller's role on the tournament does not allow `action` (a verb phrase: "edit this
 * tournament"): who may, read from the role matrix. Only the owner: "the tournament admin", as before the team.
 */
export function refusalMessage(permission: EventPermission, action: string): string {
  const holders = eventRoles.filter((role) => rolePermissions[role].includes(permission));
  if (holders.length === 1) return `Only the tournament admin can ${action}.`;
  const others = holders.flatMap((role) => (role === 'owner' || role === 'co-organiser' ? [] : [volunteers[role]]));
  return `Only the tournament's ${listed(['organisers', ...others])} can ${action}.`;
}
