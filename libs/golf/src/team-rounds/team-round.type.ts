/** A team's result on one played hole. `par` is the par the scores are measured against (x players in aggregate stroke play). */
export interface TeamHoleResult {
  hole: number;
  par: number;
  gross: number;
  net: number;
  /** Stableford points on the hole (0 outside Stableford). */
  points: number;
}

/**
 * What countback compares for a team: per line (a player, or the team where it plays as one), a value
 * per hole where lower is better and the handicap whose 1/2, 1/3, 1/6, 1/18 is deducted per segment.
 */
export interface CountbackLine {
  valueByHole: ReadonlyMap<number, number>;
  handicap: number;
}

export interface TeamRound {
  /** Played holes only (a hole where nobody on the team scored is unplayed). */
  holes: TeamHoleResult[];
  countbackLines: CountbackLine[];
}
