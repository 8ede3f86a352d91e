/** A player; `handicap` is the Handicap Index (plus handicaps are negative: +2 is -2). */
export interface PlayerInput {
  id: string;
  name?: string;
  handicap: number;
}
