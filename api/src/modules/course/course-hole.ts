/** One hole of a tee, stored as an element of a jsonb list. */
export interface CourseHole {
  number: number;
  par: number;
  yardage: number;
  handicap: number;
}
