import { type ScoreBasis } from '../types/score-basis.type';

/** Who plays for a skin: each player alone, or each team with its best ball. */
export type SkinsUnit = 'player' | 'team';

/** A skin won on a hole must be confirmed by par or better on the next hole, or it is not won. */
export type SkinsValidation = 'none' | 'par-or-better-next-hole';

export interface SkinsSettings {
  basis: ScoreBasis;
  unit: SkinsUnit;
  /** A tied hole's value carries to the next hole; without it a tied hole is worth nothing. */
  carryover: boolean;
  validation: SkinsValidation;
  /** The money shared by the skins won, in cents (entry fees less the share donated). */
  potCents: number;
}
