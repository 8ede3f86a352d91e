import type { Course, Hole, Tee } from '@fairway/contracts';
import type { CourseHole } from './course-hole';
import type { CourseEntity, CourseTeeEntity } from './course.entity';
import { venueTimeZone } from './venue-time-zone';

/** Only the four hole fields, in hole-number order, whatever else the jsonb happens to hold. */
export function toHoles(holes: readonly CourseHole[]): Hole[] {
  return [...holes].sort((a, b) => a.number - b.number).map(({ number, par, yardage, handicap }) => ({ number, par, yardage, handicap }));
}

function toTee(tee: CourseTeeEntity): Tee {
  return { name: tee.name, slope: tee.slope, rating: tee.courseRating, par: tee.par, holes: toHoles(tee.holes) };
}

export function toCourseResponse(course: CourseEntity): Course {
  const tees = [...(course.tees ?? [])].sort((a, b) => a.sortOrder - b.sortOrder);
  return {
    id: course.id,
    name: course.name,
    location: course.location,
    latitude: course.latitude,
    longitude: course.longitude,
    timeZone: course.latitude === null || course.longitude === null ? null : venueTimeZone({ latitude: course.latitude, longitude: course.longitude }),
    tees: tees.map(toTee),
  };
}
