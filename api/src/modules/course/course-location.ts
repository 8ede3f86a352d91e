/** Where a course is, for its weather and its time zone. */
export interface CourseLocation {
  latitude: number;
  longitude: number;
  /** "Pebble Beach Golf Links, Pebble Beach, CA" */
  name: string;
}
