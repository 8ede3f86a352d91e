import { can, type EventPermission, type EventRole, roleLanding } from '@fairway/contracts/event-permissions';

/** The administration dialog's tabs, in their order. */
export const adminSections = [
  'tournament',
  'registration',
  'registrations',
  'pre-register',
  'check-in',
  'teams',
  'starts',
  'charity',
  'sponsors',
  'add-ons',
  'contests',
  'awards',
  'auction',
  'event-team',
  'messages',
] as const;
export type AdminSection = (typeof adminSections)[number];

/** What a role must be allowed (one of) to see each tab: a tab a role cannot use is not shown (the server refuses it anyway). */
const sectionPermission: Readonly<Record<AdminSection, EventPermission | readonly EventPermission[]>> = {
  tournament: 'event.edit',
  registration: 'event.edit',
  registrations: 'field.contacts',
  'pre-register': 'field.edit',
  'check-in': 'checkIn',
  teams: 'field.edit',
  starts: 'field.edit',
  charity: 'money.readAll',
  sponsors: 'event.edit',
  'add-ons': 'event.edit',
  contests: 'event.edit',
  awards: 'event.edit',
  // The organisers run it; the auction desk checks out; the check-in desk gives guests bidder numbers.
  auction: ['event.edit', 'auction.checkout', 'checkIn'],
  'event-team': 'team.manage',
  messages: 'messages.send',
};

const allowed = (role: EventRole | null, section: AdminSection) => [sectionPermission[section]].flat().some((permission) => can(role, permission));

/** The tabs the role sees, in order. */
export function sectionsFor(role: EventRole | null): AdminSection[] {
  return adminSections.filter((section) => allowed(role, section));
}

/** Whether the role works in Tournament Administration (organisers and the desks); scorers and contest volunteers have their own pages. */
export function worksInAdministration(role: EventRole | null): boolean {
  return !!role && ['admin', 'check-in', 'auction-desk'].includes(roleLanding[role]);
}

/** The tab the role opens on: the work its job needs first (a desk volunteer lands on Check-In). */
export function landingSection(role: EventRole | null): AdminSection | undefined {
  const shown = sectionsFor(role);
  if (role && roleLanding[role] === 'check-in' && shown.includes('check-in')) return 'check-in';
  if (role && roleLanding[role] === 'auction-desk' && shown.includes('auction')) return 'auction';
  return shown[0];
}
