// On-course contests: the organiser marks holes with a contest, volunteers at a station (or players, where
// allowed) record entries, and the leader of each division is public.
import { z } from 'zod';
import { entityId, isoTimestamp, optionalText, requiredText, wholeNumberBetween } from './common.schema';
import { contestMessages } from './contest-messages';
import { limits } from './limits';

export { contestMessages };

const { contests: contestLimits } = limits;

export const contestKinds = ['closest-to-pin', 'longest-drive', 'straightest-drive', 'hole-in-one'] as const;
export const contestKind = z.enum(contestKinds, { error: () => contestMessages.kind });
export type ContestKind = z.infer<typeof contestKind>;

export const contestCompetitors = ['individual', 'team'] as const;
export const contestCompetitor = z.enum(contestCompetitors, { error: () => contestMessages.competitor });
export type ContestCompetitor = z.infer<typeof contestCompetitor>;

export { contestKindLabels } from './contest-texts';

const divisionName = requiredText(contestMessages.division, contestLimits.maxDivisionNameLength);

/** `POST /api/tournaments/{tournamentId}/contests` and `PUT /api/contests/{contestId}` (tournament admin). */
export const contestInput = z
  .object({
    hole: wholeNumberBetween(1, limits.holesPerRound, contestMessages.hole),
    kind: contestKind,
    divisions: z
      .array(divisionName, { error: contestMessages.divisions })
      .min(1, { error: contestMessages.divisions })
      .max(contestLimits.maxDivisions, { error: contestMessages.divisions })
      .refine((names) => new Set(names.map((name) => name.toLowerCase())).size === names.length, { error: contestMessages.divisionsUnique }),
    competitor: contestCompetitor,
    /** A sponsor's name (free text until sponsors have records of their own). */
    sponsorName: optionalText(contestLimits.maxTextLength),
    prize: optionalText(contestLimits.maxTextLength),
    /** Players on a team may enter their own measurement, unverified until a station confirms it. */
    playerEntriesAllowed: z.boolean({ error: contestMessages.flag }).default(false),
    /** Longest drive: false when the volunteer only moves the marker (no yards); the newest entry then leads. */
    measured: z.boolean({ error: contestMessages.flag }).default(true),
    minYardage: wholeNumberBetween(contestLimits.minYardage.min, contestLimits.minYardage.max, contestMessages.minYardage).nullable().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'hole-in-one' && input.minYardage == null)
      ctx.addIssue({ code: 'custom', path: ['minYardage'], message: contestMessages.minYardageRequired });
    if (input.kind !== 'hole-in-one' && input.minYardage != null)
      ctx.addIssue({ code: 'custom', path: ['minYardage'], message: contestMessages.minYardageOnlyHoleInOne });
  })
  .transform((input) => ({
    ...input,
    minYardage: input.minYardage ?? null,
    measured: input.kind === 'longest-drive' ? input.measured : input.kind !== 'hole-in-one',
  }));
export type ContestInput = z.output<typeof contestInput>;

export const contestIdParams = z.object({ contestId: entityId });
export type ContestIdParams = z.infer<typeof contestIdParams>;
export const contestEntryParams = z.object({ contestId: entityId, entryId: entityId });
export type ContestEntryParams = z.infer<typeof contestEntryParams>;
export const contestStationParams = z.object({ contestId: entityId, stationId: entityId });
export type ContestStationParams = z.infer<typeof contestStationParams>;

/** The shape of a measured number; its range depends on the contest (`measurementIssues`, checked by the API). */
const measurementNumber = z
  .number({ error: contestMessages.measurementNumber })
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/**
 * One measurement, from a station or a player. `entryId` is made by the phone, so a replay of its outbox
 * stores the entry once. Closest to the pin and straightest drive take feet and inches (the ball on the
 * green, in the fairway: a ball elsewhere is not entered), longest drive yards when the contest is measured,
 * a hole-in-one its witnesses. Each number is recorded exactly as given (yards to a tenth).
 */
export const contestEntryInput = z.object({
  entryId: entityId,
  teamId: entityId,
  playerId: entityId
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  division: divisionName,
  feet: measurementNumber,
  inches: measurementNumber,
  yards: measurementNumber,
  witnesses: z
    .array(requiredText(contestMessages.witness, limits.maxNameLength), { error: contestMessages.witnesses })
    .max(contestLimits.maxWitnesses, { error: contestMessages.witnesses })
    .default([]),
});
export type ContestEntryInput = z.output<typeof contestEntryInput>;

export const contestEntrySources = ['station', 'player'] as const;

export const contestEntry = z.object({
  id: entityId,
  contestId: entityId,
  teamId: entityId,
  teamName: z.string(),
  playerId: entityId.nullable(),
  playerName: z.string().nullable(),
  division: z.string(),
  feet: z.number().int().nullable(),
  inches: z.number().int().nullable(),
  yards: z.number().nullable(),
  /** '4 ft 2 in', '287 yd', 'Hole-in-one' or 'Marker moved'. */
  measurementLabel: z.string(),
  witnesses: z.array(z.string()),
  source: z.enum(contestEntrySources),
  /** A player's own entry stays unverified, and cannot lead, until a station confirms it. */
  verified: z.boolean(),
  voided: z.boolean(),
  createdAt: isoTimestamp,
});
export type ContestEntry = z.infer<typeof contestEntry>;

export const contestLeader = z.object({ division: z.string(), entry: contestEntry.nullable() });
export type ContestLeader = z.infer<typeof contestLeader>;

export const contest = z.object({
  id: entityId,
  tournamentId: entityId,
  hole: z.number().int(),
  kind: contestKind,
  title: z.string(),
  divisions: z.array(z.string()),
  competitor: contestCompetitor,
  sponsorName: z.string().nullable(),
  prize: z.string().nullable(),
  playerEntriesAllowed: z.boolean(),
  measured: z.boolean(),
  minYardage: z.number().int().nullable(),
  /** The leader of each division, in the contest's division order. */
  leaders: z.array(contestLeader),
});
export type Contest = z.infer<typeof contest>;

/** `GET /api/tournaments/{tournamentId}/contests` (public): every contest by hole, with its leaders. */
export const contestsResponse = z.array(contest);
export type ContestsResponse = z.infer<typeof contestsResponse>;

/** `POST .../entries` answers the entry as stored (a replay answers the first one) and whether it leads. */
export const contestEntryResponse = z.object({ entry: contestEntry, leads: z.boolean(), contest });
export type ContestEntryResponse = z.infer<typeof contestEntryResponse>;

export const contestEntriesResponse = z.array(contestEntry);

export const stationInput = z.object({ label: requiredText(contestMessages.stationLabel, limits.maxNameLength) });
export type StationInput = z.infer<typeof stationInput>;

export const contestStation = z.object({
  id: entityId,
  contestId: entityId,
  label: z.string(),
  createdAt: isoTimestamp,
  revokedAt: isoTimestamp.nullable(),
});
export type ContestStation = z.infer<typeof contestStation>;
export const contestStationsResponse = z.array(contestStation);

/** Answered once, when the link is made: only the token's hash is kept, so it cannot be shown again. */
export const createdStation = contestStation.extend({ token: z.string() });
export type CreatedStation = z.infer<typeof createdStation>;

/** The header a station sends its token in (the link carries it after `#`, which browsers never send). */
export const stationTokenHeader = 'x-station-token';

/** `GET /api/contests/{contestId}/station` (station token): the contest and the field to pick from. */
export const stationView = z.object({
  contest,
  teams: z.array(z.object({ id: entityId, name: z.string(), players: z.array(z.object({ id: entityId, name: z.string() })) })),
  entries: contestEntriesResponse,
});
export type StationView = z.infer<typeof stationView>;

/**
 * One contest of `GET /api/tournaments/{tournamentId}/my-stations`: a station the signed-in caller opens with
 * their own account (a contest volunteer's contests, or every contest for the organisers). No e-mails.
 */
export const myStation = z.object({
  contestId: entityId,
  hole: z.number().int(),
  kind: contestKind,
  title: z.string(),
  sponsorName: z.string().nullable(),
  /** The page that opens this contest's station for the caller. */
  stationPath: z.string(),
});
export type MyStation = z.infer<typeof myStation>;

export const myStationsResponse = z.object({ stations: z.array(myStation) });
export type MyStationsResponse = z.infer<typeof myStationsResponse>;

export const contestAuditAction = z.enum(['entered', 'confirmed', 'voided']);
export const contestAuditItem = z.object({
  id: z.number().int(),
  contestId: entityId,
  entryId: entityId,
  action: contestAuditAction,
  /** 'Station: Hole 7 volunteer', or the signed-in user's name. */
  actor: z.string(),
  at: isoTimestamp,
});
export type ContestAuditItem = z.infer<typeof contestAuditItem>;
export const contestAuditResponse = z.array(contestAuditItem);

/** Live event data: every contest of the tournament with its leaders, after an entry, a void or an edit. */
export const contestsEventData = z.object({ tournamentId: entityId, contests: contestsResponse });
export type ContestsEventData = z.infer<typeof contestsEventData>;
