/** Slope Rating and Course Rating of the tee played, with that tee's par; either rating may be missing. */
export interface CourseRatingInput {
  slope?: number | null;
  rating?: number | null;
  par: number;
}
