import { type HandicapAllowanceOverrides } from '../handicap/handicap-allowances';
import { type GolfFormat } from '../types/golf-format.type';
import { type HoleInput } from '../types/hole.type';
import { type ScoreBasis } from '../types/score-basis.type';
import { type ScoreInput } from '../types/score.type';
import { type TeamInput } from '../types/team.type';
import { type TieBreakMethod } from './tie-break-method.type';

export interface LeaderboardInput {
  teams: readonly TeamInput[];
  holes: readonly HoleInput[];
  /** Scores of the tournament; each is matched to its team through the player id. */
  scores: readonly ScoreInput[];
  format: GolfFormat;
  allowances?: HandicapAllowanceOverrides | null;
  /** Default 'share'. */
  tieBreak?: TieBreakMethod | null;
  /** Default 'net'. */
  scoreBasis?: ScoreBasis | null;
  /** Slope and Course Rating of the tee played; without them course handicap = Handicap Index. */
  courseRating?: { slope?: number | null; rating?: number | null } | null;
}
