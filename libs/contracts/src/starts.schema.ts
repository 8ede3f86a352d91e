// Starting positions: a shotgun (every team on a hole at once, doubled holes as A and B) or tee times.
import { z } from 'zod';
import { entityId, isoTimestamp } from './common.schema';
import { limits } from './limits';
import { startsMessages } from './starts-messages';

export { startsMessages } from './starts-messages';

const holeNumber = z
  .number({ error: startsMessages.holeInvalid })
  .int(startsMessages.holeInvalid)
  .min(1, startsMessages.holeInvalid)
  .max(limits.holesPerRound, startsMessages.holeInvalid);
const distinctHoles = z
  .array(holeNumber)
  .max(limits.holesPerRound)
  .refine((holes) => new Set(holes).size === holes.length, { error: startsMessages.holesRepeated });

/** A clock time of the event's day, 24-hour "07:30". */
export const clockTime = z.string({ error: startsMessages.timeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, startsMessages.timeInvalid);

/** `PUT /api/tournaments/{id}/starts` (organisers: field.edit): how the field starts; the server assigns it. */
export const startsPlanInput = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('shotgun'),
    /** Holes that take no group. */
    closedHoles: distinctHoles.default([]),
    /** The order holes take a second group; null: the longest holes first, par 3s last. */
    doublingOrder: distinctHoles.nullable().default(null),
    /** The teams listed first start on the highest holes. */
    reverse: z.boolean().default(false),
    waves: z.union([z.literal(1), z.literal(2)], { error: startsMessages.wavesInvalid }).default(1),
    /** When the horn goes, per wave; null: not announced. */
    shotgunTimes: z.array(clockTime).max(2).default([]),
  }),
  z.object({
    mode: z.literal('tee-times'),
    firstTime: clockTime,
    intervalMinutes: z
      .number({ error: startsMessages.intervalInvalid })
      .int(startsMessages.intervalInvalid)
      .min(5, startsMessages.intervalInvalid)
      .max(20, startsMessages.intervalInvalid),
    groupsPerTime: z
      .number({ error: startsMessages.groupsPerTimeInvalid })
      .int(startsMessages.groupsPerTimeInvalid)
      .min(1, startsMessages.groupsPerTimeInvalid)
      .max(4, startsMessages.groupsPerTimeInvalid),
    splitTee: z.boolean().default(false),
  }),
]);
export type StartsPlanInput = z.infer<typeof startsPlanInput>;
export type StartsPlanRequest = z.input<typeof startsPlanInput>;

/** Where one team starts: a hole (and A or B on a doubled hole), its wave, and its tee time when there is one. */
export const teamStart = z.object({
  teamId: entityId,
  teamName: z.string(),
  hole: z.number().int(),
  slot: z.string().nullable(),
  wave: z.union([z.literal(1), z.literal(2)]),
  teeTime: clockTime.nullable(),
});
export type TeamStart = z.infer<typeof teamStart>;

/** The path of one team's start: `/api/tournaments/{id}/starts/teams/{teamId}`. */
export const startTeamParams = z.object({ id: entityId, teamId: entityId });
export type StartTeamParams = z.infer<typeof startTeamParams>;

/** `PUT /api/tournaments/{id}/starts/teams/{teamId}` (field.edit): the organiser drags a team to another hole. */
export const moveStartInput = z.object({ hole: holeNumber, wave: z.union([z.literal(1), z.literal(2)]).default(1) });
export type MoveStartInput = z.infer<typeof moveStartInput>;

/** `GET /api/tournaments/{id}/starts`: the plan, every team's start, the count per hole and what must change before it is locked. */
export const startsPlan = z.object({
  plan: startsPlanInput.nullable(),
  starts: z.array(teamStart),
  /** Groups per hole per wave, for the organiser's count. */
  holeCounts: z.array(z.object({ wave: z.number().int(), hole: z.number().int(), count: z.number().int() })),
  problems: z.array(z.object({ wave: z.number().int(), hole: z.number().int(), reason: z.enum(['crowded', 'closed']) })),
  locked: z.boolean(),
  lockedAt: isoTimestamp.nullable(),
  lockedByName: z.string().nullable(),
});
export type StartsPlan = z.infer<typeof startsPlan>;

// The label lives in a file without zod, so the scorecard and the TV can say it: "Hole 7B", "Hole 1 at 08:10".
export { startLabel, teamStartLabel } from './start-label';
