// The role matrix without zod: the phone pages ask can() without paying for the schemas (event-team.schema.ts
// re-exports all of it with the zod enums).
/**
 * The roles a person can hold on one tournament. The owner is the tournament's adminUserId (the field the
 * spec keeps); every other role is a row of the event team.
 */
export const eventRoles = ['owner', 'co-organiser', 'check-in', 'auction', 'contest', 'scorer'] as const;
export type EventRole = (typeof eventRoles)[number];

/** What a role may do. One list, read by the API's guards and by the pages that hide what a role cannot use. */
export const eventPermissions = [
  /** Delete the tournament. */
  'event.delete',
  /** Hand ownership to another member. */
  'event.transfer',
  /** Settings, status, course, contests, skins, awards, sponsors, charity, registration settings. */
  'event.edit',
  /** Invite, change and revoke members other than the owner. */
  'team.manage',
  /** Add, edit and remove teams and players; cancel registrations. */
  'field.edit',
  /** Read players' e-mails, phone numbers and private notes. */
  'field.contacts',
  /** Read the field: names, teams, starting holes, check-in state. */
  'field.read',
  /** Check players in. */
  'checkIn',
  /** Sell add-ons and mulligans, record cash and cheque gifts, take walk-ups at the desk. */
  'sales.record',
  /** Void an entry the caller recorded themself. */
  'money.voidOwn',
  /** Void anyone's entry. */
  'money.voidAny',
  /** Refund a payment. */
  'money.refund',
  /** Read the whole ledger and every desk's totals, and export them. */
  'money.readAll',
  /** Read and close out the caller's own desk total. */
  'closeOut.own',
  /** Check out auction winners by bidder number. */
  'auction.checkout',
  /** The station links of the contests the member was given. */
  'stations.own',
  /** Every contest's station links. */
  'stations.all',
  /** Enter or correct any team's card. */
  'scores.anyTeam',
  /** Write to the field (all players, a team, the unpaid) and set the reminder. */
  'messages.send',
] as const;
export type EventPermission = (typeof eventPermissions)[number];

const everything: readonly EventPermission[] = eventPermissions;
const desk: readonly EventPermission[] = ['field.read', 'checkIn', 'sales.record', 'money.voidOwn', 'closeOut.own'];

export const rolePermissions: Readonly<Record<EventRole, readonly EventPermission[]>> = {
  owner: everything,
  'co-organiser': everything.filter((permission) => permission !== 'event.delete' && permission !== 'event.transfer'),
  'check-in': desk,
  auction: ['field.read', 'auction.checkout', 'money.voidOwn', 'closeOut.own'],
  contest: ['stations.own'],
  scorer: ['field.read', 'scores.anyTeam'],
};

/** Whether a role (or nobody, null) may do something on the tournament. */
export function can(role: EventRole | null | undefined, permission: EventPermission): boolean {
  return !!role && rolePermissions[role].includes(permission);
}

/** The roles an owner or co-organiser can give by invitation (ownership is handed over, never invited). */
export const invitableRoles = ['co-organiser', 'check-in', 'auction', 'contest', 'scorer'] as const;

/** Where each role lands when it opens its tournament: the work its job needs first. */
export const roleLanding: Readonly<Record<EventRole, 'admin' | 'check-in' | 'auction-desk' | 'stations' | 'field-cards'>> = {
  owner: 'admin',
  'co-organiser': 'admin',
  'check-in': 'check-in',
  auction: 'auction-desk',
  contest: 'stations',
  scorer: 'field-cards',
};
