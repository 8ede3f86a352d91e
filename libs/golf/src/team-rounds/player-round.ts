import { courseHandicap } from '../handicap/course-handicap';
import { playingHandicap } from '../handicap/playing-handicap';
import { type PlayerHoleScore } from '../formats/player-hole-score.type';
import { strokesReceivedOnHole } from '../strokes/strokes-received-on-hole';
import { netScore } from '../strokes/net-score';
import { coursePar } from '../score-display/course-par';
import { type HoleInput } from '../types/hole.type';
import { type PlayerInput } from '../types/player.type';
import { type TeamRoundSettings } from './team-round-settings.type';

export interface PlayerRound {
  player: PlayerInput;
  playingHandicap: number;
  /** Scored holes on the card only, keyed by hole number. */
  scores: Map<number, PlayerHoleScore>;
}

/** A player's playing handicap at `allowancePercent` and their gross/net score on each hole they scored. */
export function playerRound(
  player: PlayerInput,
  strokes: ReadonlyMap<number, number> | undefined,
  allowancePercent: number,
  settings: Pick<TeamRoundSettings, 'holes' | 'courseRating'>,
): PlayerRound {
  const course = settings.courseRating ? { ...settings.courseRating, par: coursePar(settings.holes) } : null;
  const handicap = playingHandicap(courseHandicap(player.handicap, course), allowancePercent);
  const scores = new Map<number, PlayerHoleScore>();
  settings.holes.forEach((hole: HoleInput) => {
    const gross = strokes?.get(hole.number);
    if (gross === undefined) return;
    const net = netScore(gross, strokesReceivedOnHole(handicap, hole.handicap));
    scores.set(hole.number, { playerId: player.id, gross, net });
  });
  return { player, playingHandicap: handicap, scores };
}
