import { courseHandicap, DEFAULT_HANDICAP_ALLOWANCES, playingHandicap } from '@fairway/golf';

export interface HandicapFigures {
  /** Handicap Index; a plus handicap (+2.1) is negative. */
  index: number;
  slope?: number;
  rating?: number;
  par?: number;
}

const STANDARD_SLOPE = 113;

export const oneDecimal = (value: number): string => (Math.round(value * 10) / 10 + 0).toFixed(1);

/** How golfers write a handicap: a plus handicap with a leading +. */
export const handicapText = (value: number): string => (value < 0 ? `+${-value}` : String(value));

function minusOrPlus(value: number): string {
  return value < 0 ? `- ${oneDecimal(-value)}` : `+ ${oneDecimal(value)}`;
}

/** The WHS Course Handicap with the working shown, as far as the figures given allow. */
export function courseHandicapWorking({ index, slope, rating, par }: HandicapFigures): { value: number; line: string } {
  if (slope === undefined) {
    return { value: index, line: `Without a Slope Rating the Course Handicap is the Handicap Index: ${oneDecimal(index)}` };
  }
  const slopePart = `${index} x ${slope} / ${STANDARD_SLOPE}`;
  const slopeValue = (index * slope) / STANDARD_SLOPE;
  if (rating === undefined || par === undefined) {
    return { value: slopeValue, line: `Course Handicap = ${slopePart} = ${oneDecimal(slopeValue)} (add Course Rating - Par once you know both)` };
  }
  const value = courseHandicap(index, { slope, rating, par });
  const line = `Course Handicap = ${slopePart} + (${rating} - ${par}) = ${oneDecimal(slopeValue)} ${minusOrPlus(rating - par)} = ${oneDecimal(value)}`;
  return { value, line };
}

const formatAllowances: ReadonlyArray<[string, number]> = [
  ['Best ball', DEFAULT_HANDICAP_ALLOWANCES.bestBall],
  ['Stroke play and Stableford', DEFAULT_HANDICAP_ALLOWANCES.strokePlay],
  ['Singles match play', DEFAULT_HANDICAP_ALLOWANCES.matchPlay],
  ['Four-ball match play', DEFAULT_HANDICAP_ALLOWANCES.fourBallMatchPlay],
];

/** One line per format: the unrounded value and the playing handicap it rounds to (.5 up). */
export function playingHandicapLines(course: number): string[] {
  return formatAllowances.map(([format, percent]) => {
    const exact = (course * percent) / 100;
    return `- ${format} (${percent}%): ${oneDecimal(exact)} -> ${handicapText(playingHandicap(course, percent))}`;
  });
}
