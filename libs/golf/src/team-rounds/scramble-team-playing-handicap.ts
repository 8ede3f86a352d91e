import { courseHandicap } from '../handicap/course-handicap';
import { scrambleTeamHandicap } from '../handicap/scramble-team-handicap';
import { coursePar } from '../score-display/course-par';
import { type TeamInput } from '../types/team.type';
import { type TeamRoundSettings } from './team-round-settings.type';

/** The scramble team's playing handicap from its players' unrounded course handicaps. */
export function scrambleTeamPlayingHandicap(team: TeamInput, settings: Pick<TeamRoundSettings, 'holes' | 'courseRating' | 'allowances'>): number {
  const course = settings.courseRating ? { ...settings.courseRating, par: coursePar(settings.holes) } : null;
  const courseHandicaps = team.players.map((player) => courseHandicap(player.handicap, course));
  return scrambleTeamHandicap(courseHandicaps, settings.allowances.scramble);
}
