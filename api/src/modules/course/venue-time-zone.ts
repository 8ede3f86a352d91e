import tzLookup from '@photostructure/tz-lookup';
import type { CourseLocation } from './course-location';

/** The zone this server runs in: the venue's zone when its course has no coordinates on file. */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The IANA time zone at the course's coordinates (offline lookup), else the server's. */
export function venueTimeZone(location: Pick<CourseLocation, 'latitude' | 'longitude'> | null): string {
  if (!location) return serverTimeZone();
  try {
    return tzLookup(location.latitude, location.longitude);
  } catch {
    return serverTimeZone();
  }
}
