/** One hole of the course. `handicap` is the stroke index (1 = hardest, 18 = easiest). */
export interface HoleInput {
  number: number;
  par: number;
  yardage?: number;
  handicap: number;
}
