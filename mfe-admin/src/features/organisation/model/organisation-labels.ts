import type { OrganisationRole } from '@fairway/contracts/event-team';

export const organisationRoleLabels: Record<OrganisationRole, string> = { admin: 'Admin', 'event-manager': 'Event manager' };

export const organisationRoleDuties: Record<OrganisationRole, string> = {
  admin: 'Runs every event as its owner and manages the members',
  'event-manager': 'Runs every event as a co-organiser',
};

/** "Played 2 · gave $350.50" for one person across the years. */
export function personSummary(played: number, givenText: string): string {
  const parts = [played > 0 ? `Played ${played} ${played === 1 ? 'event' : 'events'}` : null, givenText ? `gave ${givenText}` : null].filter(Boolean);
  const text = parts.join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
