import { type CourseRatingInput } from '../types/course-rating.type';

const STANDARD_SLOPE = 113;

/**
 * WHS Rule 6.1a: Handicap Index x (Slope / 113) + (Course Rating - Par), kept unrounded because
 * only the playing handicap is rounded (USGA FAQ: apply the allowance to the unrounded value).
 * Without a slope and rating on file the index itself is the course handicap.
 */
export function courseHandicap(handicapIndex: number, course?: CourseRatingInput | null): number {
  const slope = course?.slope;
  const rating = course?.rating;
  if (!course || slope == null || rating == null || slope <= 0) return handicapIndex;
  return handicapIndex * (slope / STANDARD_SLOPE) + (rating - course.par);
}
