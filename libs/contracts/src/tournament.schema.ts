import { z } from 'zod';
import { isTimeZone, isValidCalendarDate, toCalendarDate } from './calendar-date';
import { charityGoalOnCreate, charityPaypalLinkValue } from './charity.schema';
import { calendarDate, entityId, hasAnyDefinedField, isoTimestamp, plainNumber, requiredText } from './common.schema';
import { hole } from './course.schema';
import { eventRole } from './event-team.schema';
import { limits } from './limits';
import { messages } from './messages';
import { handicapAllowances, tieBreakMethod, tournamentFormat, tournamentStatus } from './tournament-settings.schema';

const tournamentName = z
  .string({ error: messages.tournament.nameRequired })
  .trim()
  .min(1, messages.tournament.nameRequired)
  .max(limits.maxNameLength, messages.tournament.nameTooLong);

/** A full round is 18 distinct hole numbers 1-18; a tournament without a chosen course has none. */
function isEmptyOrFullRound(holes: ReadonlyArray<{ number: number }>): boolean {
  if (holes.length === 0) return true;
  const numbers = new Set(holes.map((entry) => entry.number));
  return holes.length === limits.holesPerRound && numbers.size === limits.holesPerRound;
}

export const tournamentHoles = z.array(hole).refine(isEmptyOrFullRound, { error: messages.tournament.holesInvalid });

export const sponsorNames = z.array(z.string().trim().min(1).max(limits.maxNameLength)).max(limits.maxSponsors);

/** Accepts 'YYYY-MM-DD' or a full ISO date-time and yields the calendar date; with `today`, refuses past dates. */
export function tournamentDate(today?: string) {
  const date = z
    .string({ error: messages.tournament.dateRequired })
    .trim()
    .min(1, messages.tournament.dateRequired)
    .transform((input, ctx) => {
      const normalised = toCalendarDate(input);
      if (normalised === null) {
        ctx.addIssue({ code: 'custom', message: messages.tournament.dateInvalid });
        return z.NEVER;
      }
      return normalised;
    });
  if (today === undefined) return date;
  if (!isValidCalendarDate(today)) throw new Error(`today must be a calendar date YYYY-MM-DD, got "${today}"`);
  return date.refine((value) => value >= today, { error: messages.tournament.dateInPast });
}

/** The venue's IANA time zone: its calendar decides "today" for the tournament. */
export const tournamentTimeZone = z
  .string({ error: messages.tournament.timeZoneInvalid })
  .trim()
  .refine(isTimeZone, { error: messages.tournament.timeZoneInvalid });

function createTournamentShape(today?: string) {
  return {
    name: tournamentName,
    date: tournamentDate(today),
    course: requiredText(messages.tournament.courseRequired, 200),
    courseId: z.string().trim().min(1).nullish(),
    format: tournamentFormat,
    charityName: requiredText(messages.tournament.charityNameRequired, 200),
    charityGoal: charityGoalOnCreate,
    charityPaypalLink: charityPaypalLinkValue.optional().transform((link) => link ?? null),
    sponsors: sponsorNames.default([]),
    holes: tournamentHoles.default([]),
    tieBreak: tieBreakMethod.default('share'),
    handicapAllowances: handicapAllowances.optional(),
    /** Derived from the course's location when not sent. */
    timeZone: tournamentTimeZone.optional(),
  };
}

/**
 * Body of POST /api/tournaments. adminUserId, status and charityRaised are accepted and ignored: the server
 * takes the admin from the verified token, starts charityRaised at 0 and derives status from the date.
 */
function createTournamentInputShape(today?: string) {
  return {
    ...createTournamentShape(today),
    adminUserId: z.string().optional(),
    status: tournamentStatus.optional(),
    charityRaised: z.number().optional(),
  };
}

/** Shape only; the API validates with createTournamentInputFor(today) so past dates are refused. */
export const createTournamentInput = z.object(createTournamentInputShape());
export type CreateTournamentInput = z.infer<typeof createTournamentInput>;
/** What a client may send (before defaults and normalisation). */
export type CreateTournamentRequest = z.input<typeof createTournamentInput>;

export function createTournamentInputFor(today: string) {
  return z.object(createTournamentInputShape(today));
}

/** The client's Create Tournament form: like the API input, with the admin user id required. */
function createTournamentFormShape(today?: string) {
  return {
    ...createTournamentShape(today),
    adminUserId: z.string({ error: messages.tournament.adminUserIdRequired }).trim().min(1, messages.tournament.adminUserIdRequired),
  };
}

export const createTournamentForm = z.object(createTournamentFormShape());
export type CreateTournamentForm = z.infer<typeof createTournamentForm>;
export type CreateTournamentFormValues = z.input<typeof createTournamentForm>;

export function createTournamentFormFor(today: string) {
  return z.object(createTournamentFormShape(today));
}

export const createTournamentFormDefaults = {
  format: 'best-ball',
  charityGoal: limits.defaultCharityGoal,
  charityPaypalLink: '',
  sponsors: [],
  holes: [],
} as const satisfies Partial<CreateTournamentFormValues>;

/** Body of PATCH /api/tournaments/{id}: any subset, at least one field. Status may move from any value to any other. */
export const updateTournamentInput = z
  .object({
    name: tournamentName.optional(),
    course: requiredText(messages.tournament.courseRequired, 200).optional(),
    format: tournamentFormat.optional(),
    status: tournamentStatus.optional(),
    date: tournamentDate().optional(),
    tieBreak: tieBreakMethod.optional(),
    handicapAllowances: handicapAllowances.nullable().optional(),
    timeZone: tournamentTimeZone.optional(),
  })
  .refine(hasAnyDefinedField, { error: messages.validation.atLeastOneField });
export type UpdateTournamentInput = z.infer<typeof updateTournamentInput>;
export type UpdateTournamentRequest = z.input<typeof updateTournamentInput>;

/**
 * A tournament as anyone may read it, and as the live stream broadcasts it: no account ids, nothing about
 * who is asking. Money in dollars; date is a calendar date.
 */
export const publicTournament = z.object({
  id: entityId,
  name: z.string(),
  course: z.string(),
  courseId: z.string().nullable().default(null),
  date: calendarDate,
  format: tournamentFormat,
  holes: z.array(hole),
  status: tournamentStatus,
  charityName: z.string(),
  charityGoal: z.number().nonnegative(),
  charityRaised: z.number().nonnegative(),
  sponsors: z.array(z.string()),
  charityPaypalLink: z.string().nullable(),
  tieBreak: tieBreakMethod.default('share'),
  handicapAllowances: handicapAllowances.nullable().default(null),
  /** The venue's IANA time zone ("today" for status and the active list is the date there); the API always sends it. */
  timeZone: z.string().optional(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type PublicTournament = z.infer<typeof publicTournament>;

/** The tournament with its admin's account id (a uid, or an e-mail): what the API keeps, and its admin's own writes answer. */
export const tournamentRecord = publicTournament.extend({ adminUserId: z.string() });
export type TournamentRecord = z.infer<typeof tournamentRecord>;

/**
 * A tournament as the API answers the caller who reads it: what the caller may do there, decided on the
 * server for the caller's verified identity (both false for a visitor). The admin's account id is sent to
 * the tournament's admin only; pages decide "am I the admin" from canManage.
 */
export const tournament = publicTournament.extend({
  /** The caller's role on the event team (owner: the tournament admin); null for everyone else. */
  myRole: eventRole.nullable(),
  /** The caller's role may edit the tournament, its field and money (owner and co-organisers). */
  canManage: z.boolean(),
  /** The caller plays in it: a player of one of its teams is linked to the caller's account or verified e-mail. */
  isMember: z.boolean(),
  adminUserId: z.string().optional(),
});
export type Tournament = z.infer<typeof tournament>;

export const tournamentsResponse = z.array(tournament);

/**
 * Query of GET /api/tournaments: a page, newest date first. The reply's X-Total-Count header gives how
 * many there are, and a Link header (rel="next") the following page while there is one.
 */
export const tournamentsQuery = z.object({
  limit: plainNumber(messages.limits.pageLimit)
    .pipe(z.number().int(messages.limits.pageLimit).min(1, messages.limits.pageLimit).max(limits.maxTournamentsPage, messages.limits.pageLimit))
    .default(limits.maxTournamentsPage),
  offset: plainNumber(messages.limits.pageOffset).pipe(z.number().int(messages.limits.pageOffset).min(0, messages.limits.pageOffset)).default(0),
});
export type TournamentsQuery = z.infer<typeof tournamentsQuery>;
export type TournamentsResponse = z.infer<typeof tournamentsResponse>;

/** GET /api/tournaments/active: every tournament with status active (the home page offers a chooser for several). */
export const activeTournamentsResponse = z.array(tournament);
export type ActiveTournamentsResponse = z.infer<typeof activeTournamentsResponse>;
