import { limits, type PublicTournament } from '@fairway/contracts';
import {
  courseHandicap,
  coursePar,
  type HoleInput,
  playerAllowancePercent,
  playingHandicap,
  resolveHandicapAllowances,
  scrambleTeamHandicap,
  strokesReceivedOnHole,
} from '@fairway/golf';
import type { CourseRating } from '../../../common/scoring/round-settings';
import { scoringCard } from '../../../common/scoring/scoring-card';
import type { MyTeam } from '../facts/chat-facts';
import { courseHandicapWorking, handicapText, oneDecimal } from '../knowledge/handicap-working';
import { strokeSpread } from '../knowledge/strokes-calculator';
import { formatLabel } from './format-labels';

const HOLES = limits.holesPerRound;
const strokes = (count: number) => `${count} stroke${count === 1 ? '' : 's'}`;

interface Working {
  lines: string[];
  playing: number;
  /** "you" or "your team" (scramble: one team handicap). */
  who: string;
}

function courseRatingOf(rating: CourseRating | null, par: number) {
  return rating?.slope != null && rating.rating != null ? { slope: rating.slope, rating: rating.rating, par } : null;
}

function playingWorking(tournament: PublicTournament, rating: CourseRating | null, { team, playerId }: MyTeam, par: number): Working {
  const course = courseRatingOf(rating, par);
  const player = team.players.find((candidate) => candidate.id === playerId)!;
  const allowances = resolveHandicapAllowances(tournament.handicapAllowances);
  const working = course
    ? courseHandicapWorking({ index: player.handicap, ...course })
    : { value: player.handicap, line: `No slope and rating on file: Course Handicap = Handicap Index = ${oneDecimal(player.handicap)}` };
  const lines = [`- Handicap Index: ${handicapText(player.handicap)}`, `- ${working.line}`];
  const percent = playerAllowancePercent(tournament.format, team.players.length, allowances);
  if (percent === null) {
    const teamHandicaps = team.players.map((member) => courseHandicap(member.handicap, course));
    const playing = scrambleTeamHandicap(teamHandicaps, allowances.scramble);
    lines.push(`- Scramble: one team handicap from all ${team.players.length} Course Handicaps (lowest first) = ${playing}`);
    return { lines, playing, who: 'your team' };
  }
  const playing = playingHandicap(working.value, percent);
  lines.push(
    `- Playing handicap = ${oneDecimal(working.value)} x ${percent}% (${formatLabel[tournament.format]}) = ${oneDecimal((working.value * percent) / 100)} -> ${handicapText(playing)}`,
  );
  if (tournament.format === 'match-play') lines.push('- In a match the lowest playing handicap plays off 0; the others receive the difference.');
  return { lines, playing, who: 'you' };
}

function holeLine(hole: HoleInput, playing: number, who: string): string {
  const received = strokesReceivedOnHole(playing, hole.handicap);
  const rule =
    playing >= 0
      ? `${Math.floor(playing / HOLES)} on every hole, plus 1 where stroke index <= ${playing % HOLES}`
      : `strokes given back from stroke index ${HOLES} down`;
  const verb = received < 0 ? `give back ${strokes(-received)}` : `receive ${strokes(received)}`;
  return `- Hole ${hole.number} (par ${hole.par}) is stroke index ${hole.handicap}. Playing off ${handicapText(playing)} means ${rule}: ${who} ${verb} on hole ${hole.number}, so a ${hole.par + 1} there is a net ${hole.par + 1 - received}.`;
}

function spreadLines(card: readonly HoleInput[], playing: number): string[] {
  const strokeHoles = card
    .filter((hole) => strokesReceivedOnHole(playing, hole.handicap) !== 0)
    .map((hole) => hole.number)
    .sort((a, b) => a - b);
  const listed = strokeHoles.length && strokeHoles.length < HOLES ? [`- Stroke holes: ${strokeHoles.join(', ')}.`] : [];
  return [`- ${strokeSpread(playing)}`, ...listed, 'Ask about one hole, for example "How many strokes do I get on hole 7?"'];
}

/** The signed-in player's strokes on a hole (or over the round), from their handicap and this tournament's course and format. */
export function myStrokesAnswer(tournament: PublicTournament, rating: CourseRating | null, mine: MyTeam, holeNumber: number | undefined): string {
  const card = scoringCard(tournament.holes);
  const { lines, playing, who } = playingWorking(tournament, rating, mine, coursePar(card));
  const player = mine.team.players.find((candidate) => candidate.id === mine.playerId)!;
  const heading = `${player.name} (${mine.team.name}) in ${tournament.name}:`;
  if (holeNumber === undefined) return [heading, ...lines, ...spreadLines(card, playing)].join('\n');
  const hole = card.find((candidate) => candidate.number === holeNumber);
  if (!hole) return `Holes run from 1 to ${HOLES}. Which hole do you mean?`;
  return [heading, ...lines, holeLine(hole, playing, who)].join('\n');
}
