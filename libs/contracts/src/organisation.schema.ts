import { z } from 'zod';
import { calendarDate, entityId, isoTimestamp, requiredText } from './common.schema';
import { organisationRole } from './event-team.schema';
import { limits } from './limits';
import { organisationMessages } from './organisation-messages';
import { tournamentDate } from './tournament.schema';

export { organisationMessages };

const organisationName = requiredText(organisationMessages.nameRequired, limits.maxNameLength);
const memberEmail = z.string().trim().toLowerCase().email(organisationMessages.emailInvalid).max(254, organisationMessages.emailInvalid);

/** Body of POST /api/organisations: the signed-in creator becomes its first admin. */
export const createOrganisationInput = z.object({ name: organisationName });
export type CreateOrganisationInput = z.infer<typeof createOrganisationInput>;

/** One organisation as its member sees it in a list, with the member's own role. */
export const organisationSummary = z.object({
  id: entityId,
  name: z.string(),
  role: organisationRole,
  createdAt: isoTimestamp,
});
export type OrganisationSummary = z.infer<typeof organisationSummary>;
export const myOrganisations = z.object({ organisations: z.array(organisationSummary) });
export type MyOrganisations = z.infer<typeof myOrganisations>;

export const organisationMember = z.object({
  id: entityId,
  email: z.string().nullable(),
  /** The account, once the member has one (the creator, or someone who signed in with the e-mail). */
  userId: z.string().nullable(),
  role: organisationRole,
  addedAt: isoTimestamp,
});
export type OrganisationMember = z.infer<typeof organisationMember>;

/** One of the organisation's events, with what it raised (received money, in dollars). */
export const organisationEvent = z.object({
  id: entityId,
  name: z.string(),
  date: calendarDate,
  status: z.string(),
  charityGoal: z.number(),
  raised: z.number(),
});
export type OrganisationEvent = z.infer<typeof organisationEvent>;

export const organisationYear = z.object({ year: z.number().int(), raised: z.number(), events: z.array(organisationEvent) });
export type OrganisationYear = z.infer<typeof organisationYear>;

/** GET /api/organisations/{id}: its events by year (newest first) with their raised totals, and its members. */
export const organisationPage = z.object({
  id: entityId,
  name: z.string(),
  role: organisationRole,
  years: z.array(organisationYear),
  members: z.array(organisationMember),
});
export type OrganisationPage = z.infer<typeof organisationPage>;

/** Body of POST /api/organisations/{id}/members: the person signs in with this e-mail (verified) to act as a member. */
export const addOrganisationMember = z.object({ email: memberEmail, role: organisationRole });
export type AddOrganisationMember = z.infer<typeof addOrganisationMember>;
export const changeOrganisationMember = z.object({ role: organisationRole });
export type ChangeOrganisationMember = z.infer<typeof changeOrganisationMember>;
export const organisationMemberParams = z.object({ id: entityId, memberId: entityId });

/** Body of POST /api/organisations/{id}/tournaments: an existing tournament the caller owns joins the organisation. */
export const attachTournamentInput = z.object({ tournamentId: entityId });

/** Body of POST /api/tournaments/{id}/clone: next year's event from this one. */
export const cloneTournamentInput = z.object({
  name: organisationName.optional(),
  date: tournamentDate(),
});
export type CloneTournamentInput = z.infer<typeof cloneTournamentInput>;
export type CloneTournamentRequest = z.input<typeof cloneTournamentInput>;
export const cloneTournamentResponse = z.object({ id: entityId, name: z.string(), date: calendarDate, organisationId: entityId.nullable() });
export type CloneTournamentResponse = z.infer<typeof cloneTournamentResponse>;

/**
 * Last year's players and donors invited to register for a cloned event: how many would be invited now (the
 * source's people with an e-mail, one per address, not yet invited, not unsubscribed), and after sending, how
 * many invitations were queued.
 */
export const previousFieldInvitePreview = z.object({ count: z.number().int().min(0), previousEventName: z.string() });
export type PreviousFieldInvitePreview = z.infer<typeof previousFieldInvitePreview>;
export const previousFieldInviteResult = z.object({ queued: z.number().int().min(0) });
export type PreviousFieldInviteResult = z.infer<typeof previousFieldInviteResult>;

/** What one person did at one event: the team they played in, what they gave, the sponsor they paid for. */
export const personEvent = z.object({
  tournamentId: entityId,
  played: z.boolean(),
  teamName: z.string().nullable(),
  given: z.number(),
  sponsored: z.string().nullable(),
});
export type PersonEvent = z.infer<typeof personEvent>;

/** One person across the organisation's events, matched by e-mail (case-insensitive). */
export const organisationPerson = z.object({
  email: z.string(),
  name: z.string(),
  played: z.number().int(),
  given: z.number(),
  events: z.array(personEvent),
});
export type OrganisationPerson = z.infer<typeof organisationPerson>;

/** GET /api/organisations/{id}/people: the events (oldest first, the CSV's columns) and the people. */
export const organisationPeople = z.object({
  events: z.array(z.object({ id: entityId, name: z.string(), date: calendarDate })),
  people: z.array(organisationPerson),
  /** The organisation's next event (the latest not yet past) and its registration page: what last year's people are invited to. */
  nextEvent: z.object({ id: entityId, name: z.string(), date: calendarDate, registrationLink: z.string() }).nullable(),
});
export type OrganisationPeople = z.infer<typeof organisationPeople>;
