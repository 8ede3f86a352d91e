import { type HandicapAllowances } from '../handicap/handicap-allowances';
import { type GolfFormat } from '../types/golf-format.type';
import { type HoleInput } from '../types/hole.type';
import { type ScoreBasis } from '../types/score-basis.type';

/** Everything a team round needs besides the team and its scores. */
export interface TeamRoundSettings {
  format: GolfFormat;
  holes: readonly HoleInput[];
  allowances: HandicapAllowances;
  basis: ScoreBasis;
  /** Slope and Course Rating of the tee; par comes from the holes. Missing: course handicap = index. */
  courseRating?: { slope?: number | null; rating?: number | null } | null;
}
