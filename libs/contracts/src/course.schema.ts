import { z } from 'zod';
import { limits } from './limits';
import { wholeNumberBetween } from './common.schema';
import { messages } from './messages';

export const hole = z.object({
  number: wholeNumberBetween(1, limits.holesPerRound, messages.score.holeRange),
  par: wholeNumberBetween(3, 6, messages.course.parRange),
  yardage: z.number().int().positive(messages.course.yardagePositive),
  /** Stroke index: 1 is the hardest hole, where handicap strokes fall first. */
  handicap: wholeNumberBetween(1, limits.holesPerRound, messages.course.holeHandicapRange),
});
export type Hole = z.infer<typeof hole>;

export const tee = z.object({
  name: z.string().min(1),
  /** Slope and rating may be missing: course handicap then equals the Handicap Index. */
  slope: z.number().int().min(55).max(155).nullable(),
  rating: z.number().positive().nullable(),
  par: z.number().int().positive(),
  holes: z.array(hole),
});
export type Tee = z.infer<typeof tee>;

export const course = z.object({
  /** Free-form id (seeded courses may use slugs). */
  id: z.string().min(1),
  name: z.string().min(1),
  location: z.string(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  /** IANA time zone at the coordinates (null without them): a new tournament there takes it. */
  timeZone: z.string().nullable().optional(),
  /** Only the first tee's holes are used for a tournament. */
  tees: z.array(tee),
});
export type Course = z.infer<typeof course>;

export const coursesResponse = z.array(course);
export type CoursesResponse = z.infer<typeof coursesResponse>;
